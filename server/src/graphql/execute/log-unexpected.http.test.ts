// Issue 17.12: an `unexpected` answer is logged with its request id, what caused it, and the request
// without secrets. The fault is real: a column the engine knows is renamed under it (schema drift),
// so PostgreSQL (and PGlite) answer 42703, which no request can cause or fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => server?.close());

describe('unexpected errors are logged (issue 17.12)', () => {
  it('logs the request id and the cause, never the token, string literals or secret-looking variables', async () => {
    const token = await signInAs(server, 'demo', 'staff');
    await server.db.exec('ALTER TABLE activities RENAME COLUMN name TO name_moved');
    try {
      const answer = await server.request('/api/srvproxy/v1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          operationName: 'Broken',
          query:
            'query Broken($password: String, $label: String) { activities(where: {_or: [{name: {_eq: $password}}, {name: {_eq: $label}}, {name: {_neq: "literal-secret"}}]}) { id name } }',
          variables: { password: 'hunter2-secret', label: 'visible-label' },
        }),
      });
      expect(JSON.parse(answer.text)).toEqual({
        errors: [
          {
            message: 'database query error',
            extensions: { path: '$.selectionSet.activities', code: 'unexpected' },
          },
        ],
      });
    } finally {
      await server.db.exec('ALTER TABLE activities RENAME COLUMN name_moved TO name');
    }
    const logged = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'graphql: unexpected error');
    expect(logged).toHaveLength(1);
    const entry = logged[0]! as { reqId?: unknown; graphql: Record<string, unknown> };
    expect(typeof entry.reqId).toBe('string');
    expect(entry.graphql).toMatchObject({
      path: '$.selectionSet.activities',
      answer: 'database query error',
      cause: { code: '42703' },
      role: 'staff',
      operationName: 'Broken',
      variables: { password: '[redacted]', label: 'visible-label' },
    });
    expect(entry.graphql.query).toContain('activities(where:');
    const all = lines.join('\n');
    for (const secret of ['hunter2-secret', 'literal-secret', token, 'Bearer'])
      expect(all).not.toContain(secret);
  });
});
