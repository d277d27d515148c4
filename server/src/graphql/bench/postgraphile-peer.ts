import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PglitePreparedStatements } from '../../db/pglite-prepared';
import { PgAggregatesPreset } from '@graphile/pg-aggregates';
import { postgraphile } from 'postgraphile';
import type { PgClient, PgClientQuery, PgClientResult, WithPgClient } from 'postgraphile/@dataplan/pg';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { jsonPgSmartTags } from 'postgraphile/utils';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';

/** Where the peer reads: a PostgreSQL server, or the benchmark's own PGlite. */
export type PeerSource =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; pglite: PGlite };

/**
 * PostGraphile's database access for PGlite, which @dataplan/pg has no adaptor for: one in-process
 * engine, so one client; settings (none in the benchmark) would be set in a transaction.
 */
function pgliteWithPgClient(pglite: PGlite): WithPgClient {
  // Named queries are prepared, as PostGraphile's pg adaptor does on PostgreSQL and as the endpoint
  // does on PGlite, so the comparison stays even.
  const prepared = new PglitePreparedStatements(pglite, 1000);
  const clientOf = (target: Pick<PGlite, 'query'>): PgClient => ({
    query: async <TData>({
      text,
      values,
      arrayMode,
      name,
    }: PgClientQuery): Promise<PgClientResult<TData>> => {
      if (name && target === pglite) {
        const result = await prepared.query<TData>(text, values ?? [], arrayMode ?? false);
        return { rows: result.rows, rowCount: result.affectedRows };
      }
      const result = await target.query<TData>(text, values ?? [], arrayMode ? { rowMode: 'array' } : {});
      return { rows: result.rows, rowCount: result.affectedRows ?? null };
    },
    withTransaction: (callback) => pglite.transaction((tx) => callback(clientOf(tx) as never)),
  });
  const client = clientOf(pglite);
  return async (pgSettings, callback) => {
    const settings = Object.entries(pgSettings ?? {}).filter(([, v]) => v !== undefined);
    if (settings.length === 0) return callback(client);
    return pglite.transaction(async (tx) => {
      for (const [key, value] of settings) await tx.query('SELECT set_config($1, $2, true)', [key, value]);
      return callback(clientOf(tx));
    });
  };
}

function pgService(source: PeerSource): {
  service: GraphileConfig.PgServiceConfiguration;
  release(): Promise<void>;
} {
  if (source.kind === 'postgres') {
    // Our own pool, so that closing the peer ends its connections before the database is dropped.
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize });
    pool.on('error', () => undefined);
    return { service: makePgService({ pool, schemas: ['public'] }), release: () => pool.end() };
  }
  const withPgClient = pgliteWithPgClient(source.pglite);
  return {
    service: {
      name: 'main',
      schemas: ['public'],
      withPgClientKey: 'withPgClient',
      pgSettingsKey: 'pgSettings',
      adaptor: { createWithPgClient: () => withPgClient },
      adaptorSettings: {},
    } as unknown as GraphileConfig.PgServiceConfiguration, // a hand-made service: the typed one names an adaptor module
    release: async () => undefined,
  };
}

/**
 * The benchmark's peer: PostGraphile v5 (amber preset, with the connection-filter and aggregates
 * plugins the benchmark's list and aggregate queries need) on the same database, served by
 * grafserv's node adapter on /graphql; on PostgreSQL with a pool of the endpoint's size.
 *
 * It exposes only the tables the benchmark reads (`tables`; others clash with PostGraphile's
 * naming, such as the view `artifactPackage` and the table `artifact_packages`), and names
 * `queries` `questionnaires` because its type would otherwise be the root `Query`.
 */
export async function startPeer(
  source: PeerSource,
  tables: readonly string[],
  allTables: readonly string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const classTags: Record<string, { tags: Record<string, string> }> = {};
  // Left out, and renamed so that their types (still built) cannot clash either.
  allTables.forEach((table, i) => {
    if (!tables.includes(table)) classTags[table] = { tags: { behavior: '-*', name: `omitted_${i}` } };
  });
  classTags.queries = { tags: { name: 'questionnaires' } };
  const { service, release } = pgService(source);
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset, PgAggregatesPreset],
    plugins: [jsonPgSmartTags({ version: 1, config: { class: classTags } })],
    // Filtering and ordering on every column, as the endpoint allows, not only on indexed ones.
    // No function fields: the benchmark reads none, and functions over left-out tables cannot be typed.
    disablePlugins: ['PgIndexBehaviorsPlugin', 'PgCustomTypeFieldPlugin'],
    pgServices: [service],
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
      await release();
    },
  };
}
