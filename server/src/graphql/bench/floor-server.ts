import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queryable } from '../../db/database';
import type { SqlStatement } from '../sql/render-context';

/**
 * The benchmark's floor: a bare node:http handler that reads the request body and sends one fixed
 * SQL statement (the one the engine renders for that query) through the same driver, answering its
 * JSON as is. Nothing an API could do costs less. On `/<name>` the statement goes as a plain
 * (unnamed) statement, as a minimal handler would send it; on `/prepared/<name>` it is prepared
 * once per connection, as the endpoint does, so the endpoint can be compared with both.
 */
export async function startFloorServer(
  db: Queryable,
  statements: Record<string, SqlStatement>,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const url = request.url ?? '';
      const prepare = url.startsWith('/prepared/');
      const statement = statements[url.slice(prepare ? '/prepared/'.length : 1)];
      if (!statement) {
        response.writeHead(404).end();
        return;
      }
      db.query<{ root: string }>(statement.text, statement.params, { prepare }).then(
        ({ rows }) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(`{"data":{"root":${rows[0]?.root ?? 'null'}}}`);
        },
        () => response.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
