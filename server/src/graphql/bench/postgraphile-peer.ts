import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { PgAggregatesPreset } from '@graphile/pg-aggregates';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { jsonPgSmartTags } from 'postgraphile/utils';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';

/**
 * The benchmark's peer: PostGraphile v5 (amber preset, with the connection-filter and aggregates
 * plugins the benchmark's list and aggregate queries need) on the same PostgreSQL database, served
 * by grafserv's node adapter on /graphql with a pool of the same size as the endpoint's.
 *
 * It exposes only the tables the benchmark reads (`tables`; the others clash with PostGraphile's
 * naming, such as the view `artifactPackage` and the table `artifact_packages`), and names `queries` `questionnaires`
 * because its type would otherwise be the root `Query`.
 */
export async function startPeer(
  databaseUrl: string,
  poolSize: number,
  tables: readonly string[],
  allTables: readonly string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const classTags: Record<string, { tags: Record<string, string> }> = {};
  // Left out, and renamed so that their types (still built) cannot clash either.
  allTables.forEach((table, i) => {
    if (!tables.includes(table)) classTags[table] = { tags: { behavior: '-*', name: `omitted_${i}` } };
  });
  classTags.queries = { tags: { name: 'questionnaires' } };
  // Our own pool, so that closing the peer ends its connections before the database is dropped.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined);
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset, PgAggregatesPreset],
    plugins: [jsonPgSmartTags({ version: 1, config: { class: classTags } })],
    // Filtering and ordering on every column, as the endpoint allows, not only on indexed ones.
    disablePlugins: ['PgIndexBehaviorsPlugin'],
    pgServices: [makePgService({ pool, schemas: ['public'] })],
    grafserv: { graphqlPath: '/graphql', graphiql: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = http.createServer();
  serv.addTo(server);
  // Build the schema before the first request is timed.
  await pgl.getSchema();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pgl.release();
      await pool.end();
    },
  };
}
