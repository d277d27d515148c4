// `npm run bench:graphql [-- --quick]`: the GraphQL data API (issue 4) under autocannon at 50
// connections against (a) this endpoint, (b) a bare pg/PGlite handler sending the same SQL (the
// floor) and (c) PostGraphile v5 on the same database (the peer); on PostgreSQL
// (TEST_DATABASE_URL) and on PGlite. Prints rps, p50, p99 and the ratios, then a subscription load.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { testConfig } from '../server/src/test/test-server';
import type { Database } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { openPgliteDatabase, type PgliteDatabase } from '../server/src/db/pglite-database';
import { openPostgresDatabase } from '../server/src/db/postgres-database';
import { startFloorServer } from '../server/src/graphql/bench/floor-server';
import { runAutocannon, type LoadResult } from '../server/src/graphql/bench/run-autocannon';
import { seedVolume } from '../server/src/graphql/bench/seed-volume';
import { measureSubscriptionLoad } from '../server/src/graphql/bench/subscription-load';
import { planRequest, queryStatement } from '../server/src/graphql/execute/execute-operation';
import type { GraphqlEngine } from '../server/src/graphql/execute/graphql-engine';
import { renderQuery } from '../server/src/graphql/sql/render-query';
import type { SessionValues } from '../server/src/graphql/shared/session-values';
import { loadSessionKeys } from '../server/src/session/session-keys';
import { issueSessionToken } from '../server/src/session/session-token';

const quick = process.argv.includes('--quick');
const volume = quick
  ? { tenants: 10, queriesPerTenant: 2_000, recipientsPerTenant: 100 }
  : { tenants: 10, queriesPerTenant: 50_000, recipientsPerTenant: 500 };
const seconds = quick ? 2 : 5;
const ROUNDS = 3;
// PGlite is one WASM process: seeding 500,000 rows there alone takes minutes, so it gets a fifth.
const volumeFor = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' && !quick ? { ...volume, queriesPerTenant: 10_000 } : volume;
const CONNECTIONS = 50;
/** The pg pool of each server measured: the endpoint's, the floor's and PostGraphile's. */
const POOL_SIZE = 10;
const repoRoot = path.resolve(import.meta.dirname, '..');

const QUERIES = {
  pk: {
    query: 'query ($id: bigint!) { queries_by_pk(id: $id) { id title status created_at } }',
    peer: 'query ($id: BigInt!) { questionnaireByRowId(rowId: $id) { rowId title status createdAt } }',
  },
  list: {
    query:
      '{ activities(order_by: {id: asc}, limit: 5) { id name recipients(where: {full_name: {_ilike: "%hansen%"}}, order_by: {id: asc}, limit: 5) { id full_name queries(order_by: {id: desc}, limit: 5) { id title status } } } }',
    peer: 'query ($c: BigInt!) { allActivities(condition: {customerId: $c, deletedAt: null}, orderBy: ROW_ID_ASC, first: 5) { nodes { rowId name recipientsByCustomerIdAndActivityId(condition: {customerId: $c, deletedAt: null}, filter: {fullName: {likeInsensitive: "%hansen%"}}, orderBy: ROW_ID_ASC, first: 5) { nodes { rowId fullName questionnairesByCustomerIdAndPatientId(condition: {customerId: $c, deletedAt: null}, orderBy: ROW_ID_DESC, first: 5) { nodes { rowId title status } } } } } } }',
  },
  aggregate: {
    query: '{ queries_aggregate(where: {status: {_eq: "SENT"}}) { aggregate { count sum { region } } } }',
    peer: 'query ($c: BigInt!) { allQuestionnaires(condition: {customerId: $c, deletedAt: null, status: "SENT"}) { totalCount aggregates { sum { region } } } }',
  },
} as const;

/** The same query asking for Hasura's response cache (see docs/graphql.md, "@cached"). */
const cachedQuery = (query: string) =>
  query.startsWith('{') ? `query @cached ${query}` : query.replace(') {', ') @cached {');

/** The variables a query declares (only the one by primary key has any). */
const variablesOf = (name: string, tenant: { queryId: number }) =>
  name === 'pk' ? { id: tenant.queryId } : {};

// The peer's queries carry the tenant and soft-delete conditions the endpoint's permissions add,
// except by primary key, where PostGraphile's field takes the key alone (less work than ours).

interface Row {
  engine: string;
  query: string;
  target: string;
  result: LoadResult;
}

async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ db: Database; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPgliteDatabase(undefined);
    return { db, drop: () => db.close() };
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `graphql_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), POOL_SIZE);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** PostGraphile on the same database; loaded only here, as the rest of the server never needs it. */
async function startPostgraphile(db: Database, url: string | undefined) {
  process.env.GRAPHILE_ENV ??= 'production';
  const { startPeer } = await import('../server/src/graphql/bench/postgraphile-peer');
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  const source =
    url !== undefined
      ? { kind: 'postgres' as const, url, poolSize: POOL_SIZE }
      : { kind: 'pglite' as const, pglite: (db as PgliteDatabase).pglite };
  return startPeer(
    source,
    ['activities', 'recipients', 'queries'],
    tables.rows.map((t) => t.name),
  );
}

/**
 * The load sends the same variables every time. Plans are cached per query shape (plain scalar
 * variables are parameters), so changing them should cost little more than keeping them: this
 * prints the endpoint's planning and SQL cost per request both ways, without the database.
 */
function printPlanningCost(engine: GraphqlEngine, session: SessionValues) {
  for (const [name, q] of Object.entries(QUERIES)) {
    const query =
      name === 'pk'
        ? q.query
        : q.query
            .replace('{', 'query ($id: bigint!) {')
            .replace('limit: 5)', 'limit: 5, where: {id: {_gt: $id}})')
            .replace('{status: {_eq: "SENT"}}', '{status: {_eq: "SENT"}, id: {_gt: $id}}');
    const cost = (vary: boolean) => {
      const n = 5000;
      const started = performance.now();
      for (let i = 0; i < n; i++) {
        const planned = planRequest(
          engine,
          session,
          { query, variables: { id: vary ? i : 1 } },
          { perShape: true },
        );
        const plan = planned.plans[0]!;
        if (plan.kind === 'query') queryStatement(plan.ir, session, planned.variables);
      }
      return ((performance.now() - started) / n) * 1000;
    };
    cost(true);
    console.log(
      `planning + SQL per request, ${name.padEnd(9)}: ${cost(false).toFixed(0)} µs with the same variables, ${cost(true).toFixed(0)} µs when they change every time`,
    );
  }
}

async function benchEngine(kind: 'pglite' | 'postgres', rows: Row[]) {
  const started = Date.now();
  const { db, url, drop } = await openBenchDatabase(kind);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'graphql-bench-'));
  await migrate(db);
  const tenants = await seedVolume(db, volumeFor(kind));
  // Settle after the bulk load (visibility map, statistics), so the first target measured is not penalised.
  await db.exec('VACUUM ANALYZE');
  console.log(
    `${kind}: seeded ${volume.tenants} tenants x ${volumeFor(kind).queriesPerTenant} questionnaires in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const config = testConfig(dataDir, { DEMO_DATA: '0' });
  const keys = await loadSessionKeys(dataDir, {});
  const app = await buildApp({ config, db, sessionKeys: keys });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  // The same endpoint with its SQL outside row-level security (issue 25 item 4): the cost of the
  // policies is the ratio of the two, each to the same run's prepared floor.
  const withoutRls = await buildApp({ config, db, sessionKeys: keys, engineRowSecurity: false });
  await withoutRls.listen({ port: 0, host: '127.0.0.1' });
  const portWithoutRls = (withoutRls.server.address() as { port: number }).port;
  const tenant = tenants[0]!;
  const token = await issueSessionToken(db, keys, {
    customerId: tenant.customerId,
    userId: tenant.adminId,
    role: 'admin',
    device: 'trusted',
    validityMinutes: 0,
  });
  const session: SessionValues = { role: 'admin', customerId: tenant.customerId, userId: tenant.adminId };
  if (kind === 'postgres') printPlanningCost(app.graphqlEngine, session);
  const statements = Object.fromEntries(
    Object.entries(QUERIES).map(([name, q]) => {
      const plan = planRequest(app.graphqlEngine, session, {
        query: q.query,
        variables: variablesOf(name, tenant),
      }).plans[0]!;
      if (plan.kind !== 'query') throw new Error('not a query');
      return [name, renderQuery(plan.ir, session)];
    }),
  );
  const floorDb = kind === 'postgres' ? await openPostgresDatabase(url!, POOL_SIZE) : db;
  const floor = await startFloorServer(floorDb, statements);
  const peer = await startPostgraphile(db, kind === 'postgres' ? url : undefined);
  const host = `${tenant.subdomain}.localhost`;
  for (const [name, q] of Object.entries(QUERIES)) {
    const variables = variablesOf(name, tenant);
    const body = JSON.stringify({ query: q.query, variables });
    const cachedBody = JSON.stringify({ query: cachedQuery(q.query), variables });
    const answers = await Promise.all(
      [body, cachedBody].map(async (payload) => {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/srvproxy/v1/graphql',
          headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload,
        });
        if (answer.body.includes('"errors"')) throw new Error(`${name}: ${answer.body}`);
        return answer.body;
      }),
    );
    if (answers[0] !== answers[1]) throw new Error(`${name}: @cached answers otherwise`);
    const targets: [string, string, string, string][] = [
      ['endpoint', `http://127.0.0.1:${port}/api/srvproxy/v1/graphql`, body, `Bearer ${token}`],
      [
        'endpoint-no-rls',
        `http://127.0.0.1:${portWithoutRls}/api/srvproxy/v1/graphql`,
        body,
        `Bearer ${token}`,
      ],
      ['floor', `http://127.0.0.1:${floor.port}/${name}`, body, ''],
    ];
    targets.push(['floor-prep', `http://127.0.0.1:${floor.port}/prepared/${name}`, body, '']);
    // Not part of the comparison: what a client gets that asks for @cached (every request a hit).
    targets.push([
      'endpoint-cached',
      `http://127.0.0.1:${port}/api/srvproxy/v1/graphql`,
      cachedBody,
      `Bearer ${token}`,
    ]);
    if (peer) {
      const peerBody = JSON.stringify({
        query: q.peer,
        variables: name === 'pk' ? { id: String(tenant.queryId) } : { c: String(tenant.customerId) },
      });
      const answer = await fetch(peer.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: peerBody,
      }).then((r) => r.text());
      if (answer.includes('"errors"')) throw new Error(`${name} on PostGraphile: ${answer}`);
      targets.push(['postgraphile', peer.url, peerBody, '']);
    }
    const loads = targets.map(([target, targetUrl, targetBody, auth]) => ({
      target,
      url: targetUrl,
      host: `${host}:${port}`,
      headers: (auth ? { authorization: auth } : {}) as Record<string, string>,
      body: targetBody,
      connections: CONNECTIONS,
      repoRoot,
    }));
    for (const load of loads) await runAutocannon({ ...load, seconds: 1 }); // warm-up: caches, JIT, pools
    // Rounds in turn, so a change in the machine's load falls on every target alike; the median round counts.
    const results = new Map<string, LoadResult[]>(loads.map((l) => [l.target, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const load of loads) {
        // PostGraphile shares PGlite's one session: put it back to the owner (any statement of no tenant).
        if (load.target === 'postgraphile') await db.query('SELECT 1');
        results.get(load.target)!.push(await runAutocannon({ ...load, seconds }));
      }
    for (const [target, runs] of results) {
      const result = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
      rows.push({ engine: kind, query: name, target, result });
      console.log(
        `${kind.padEnd(8)} ${name.padEnd(9)} ${target.padEnd(15)} ${result.rps.toFixed(0).padStart(6)} rps  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms${result.errors ? `  errors ${result.errors}` : ''}  (rounds: ${runs.map((r) => r.rps.toFixed(0)).join(', ')} rps)`,
      );
    }
  }
  const recipients = (
    await db.query<{ id: number }>('SELECT id FROM recipients WHERE customer_id = $1 ORDER BY id', [
      tenant.customerId,
    ])
  ).rows.map((r) => Number(r.id));
  for (const count of quick ? [100, 1000] : [1000, 5000, 20000]) {
    const load = await measureSubscriptionLoad({
      db,
      url: `ws://127.0.0.1:${port}/api/srvproxy/v1/graphql`,
      host: `${host}:${port}`,
      token,
      customerId: tenant.customerId,
      recipientIds: recipients,
      subscribers: count,
      perSocket: 100,
    });
    console.log(
      `${kind.padEnd(8)} subscriptions: ${load.subscribers} live queries on ${load.sockets} sockets, first results in ${load.firstResultsMs} ms; one write delivered to its ${load.affected} subscribers in ${load.deliveryMs} ms, ${load.needlessPushes} needless pushes`,
    );
  }
  await peer?.close();
  await floor.close();
  await app.close();
  await withoutRls.close();
  if (floorDb !== db) await floorDb.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}

function summary(rows: Row[]) {
  const columns = [
    'engine',
    'query',
    'endpoint rps',
    'floor rps',
    'vs floor',
    'floor-prep rps',
    'vs floor-prep',
    'no-RLS vs floor-prep',
    'RLS change',
    'postgraphile rps',
    'vs postgraphile',
    'p50',
    'p99',
    '@cached rps',
    '@cached p99',
  ];
  const table = rows
    .filter((x) => x.target === 'endpoint')
    .map((r) => {
      const of = (target: string) =>
        rows.find((x) => x.engine === r.engine && x.query === r.query && x.target === target)?.result;
      const [floor, prepared, peer, cached, noRls] = [
        of('floor'),
        of('floor-prep'),
        of('postgraphile'),
        of('endpoint-cached'),
        of('endpoint-no-rls'),
      ];
      const rps = (x?: LoadResult) => (x ? x.rps.toFixed(0) : '-');
      const ratio = (x?: LoadResult) => (x ? (r.result.rps / x.rps).toFixed(2) : '-');
      return [
        r.engine,
        r.query,
        rps(r.result),
        rps(floor),
        ratio(floor),
        rps(prepared),
        ratio(prepared),
        noRls && prepared ? (noRls.rps / prepared.rps).toFixed(2) : '-',
        noRls ? `${(((r.result.rps - noRls.rps) / noRls.rps) * 100).toFixed(1)} %` : '-',
        rps(peer),
        ratio(peer),
        `${r.result.p50} ms`,
        `${r.result.p99} ms`,
        rps(cached),
        cached ? `${cached.p99} ms` : '-',
      ];
    });
  const widths = columns.map((c, i) => Math.max(c.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(columns)}`);
  for (const row of table) console.log(line(row));
  console.log(
    'targets: >= 0.70 of the floor, >= 1.5 x PostGraphile, p99 < 25 ms (50 connections). The floor sends the\n' +
      "endpoint's SQL as a plain statement; floor-prep prepares it once per connection, as the endpoint does.\n" +
      'The @cached columns are the same query asking for the response cache (each request a hit); they are\n' +
      'not compared with the floor or PostGraphile, which run the statement every time.\n' +
      'RLS change: the endpoint (its SQL under row-level security) against the same endpoint without it;\n' +
      'issue 25 asks the ratio to floor-prep to stay within 5 % of the no-RLS ratio.',
  );
}

const rows: Row[] = [];
if (process.env.TEST_DATABASE_URL) await benchEngine('postgres', rows);
else console.log('postgres: TEST_DATABASE_URL is not set, skipped');
await benchEngine('pglite', rows);
summary(rows);
