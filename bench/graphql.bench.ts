// `npm run bench:graphql [-- --quick]`: the GraphQL data API (issue 4) under autocannon at 50
// connections against (a) this endpoint, (b) a bare pg/PGlite handler sending the same SQL (the
// floor) and (c) PostGraphile v5 on the same database when it is installed; on PostgreSQL
// (TEST_DATABASE_URL) and on PGlite. Prints rps, p50, p99 and the ratios, then a subscription load.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import type { Database } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { openPostgresDatabase } from '../server/src/db/postgres-database';
import { startFloorServer } from '../server/src/graphql/bench/floor-server';
import { runAutocannon, type LoadResult } from '../server/src/graphql/bench/run-autocannon';
import { seedVolume } from '../server/src/graphql/bench/seed-volume';
import { measureSubscriptionLoad } from '../server/src/graphql/bench/subscription-load';
import { planRequest } from '../server/src/graphql/execute/execute-operation';
import { renderQuery } from '../server/src/graphql/sql/render-query';
import type { SessionValues } from '../server/src/graphql/ir/session-values';
import { startPeer } from '../server/src/graphql/bench/postgraphile-peer';
import { loadSessionKeys } from '../server/src/session/session-keys';
import { issueSessionToken } from '../server/src/session/session-token';

const quick = process.argv.includes('--quick');
const volume = quick
  ? { tenants: 10, queriesPerTenant: 2_000, recipientsPerTenant: 100 }
  : { tenants: 10, queriesPerTenant: 50_000, recipientsPerTenant: 500 };
const seconds = quick ? 3 : 6;
// PGlite is one WASM process: seeding 500,000 rows there alone takes minutes, so it gets a fifth.
const volumeFor = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' && !quick ? { ...volume, queriesPerTenant: 10_000 } : volume;
const CONNECTIONS = 50;
const repoRoot = path.resolve(import.meta.dirname, '..');

const QUERIES = {
  pk: {
    query: 'query ($id: bigint!) { queries_by_pk(id: $id) { id title status created_at } }',
    peer: 'query ($id: BigInt!) { queryById(id: $id) { id title status createdAt } }',
  },
  list: {
    query:
      '{ activities(order_by: {id: asc}, limit: 5) { id name recipients(where: {full_name: {_ilike: "%hansen%"}}, order_by: {id: asc}, limit: 5) { id full_name queries(order_by: {id: desc}, limit: 5) { id title status } } } }',
    peer: '{ allActivities(orderBy: ID_ASC, first: 5) { nodes { id name recipientsByActivityId(filter: {fullName: {likeInsensitive: "%hansen%"}}, orderBy: ID_ASC, first: 5) { nodes { id fullName queriesByPatientId(orderBy: ID_DESC, first: 5) { nodes { id title status } } } } } } }',
  },
  aggregate: {
    query: '{ queries_aggregate(where: {status: {_eq: "SENT"}}) { aggregate { count sum { region } } } }',
    peer: '{ allQueries(condition: {status: "SENT"}) { totalCount aggregates { sum { region } } } }',
  },
} as const;

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
  const db = await openPostgresDatabase(url.toString(), 10);
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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
  });
  const keys = await loadSessionKeys(dataDir, {});
  const app = await buildApp({ config, db, sessionKeys: keys });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const tenant = tenants[0]!;
  const token = await issueSessionToken(db, keys, {
    customerId: tenant.customerId,
    userId: tenant.adminId,
    role: 'admin',
    device: 'trusted',
    validityMinutes: 0,
  });
  const session: SessionValues = { role: 'admin', customerId: tenant.customerId, userId: tenant.adminId };
  const statements = Object.fromEntries(
    Object.entries(QUERIES).map(([name, q]) => {
      const plan = planRequest(app.graphqlEngine, session, {
        query: q.query,
        variables: { id: tenant.queryId },
      }).plans[0]!;
      if (plan.kind !== 'query') throw new Error('not a query');
      return [name, renderQuery(plan.ir, session)];
    }),
  );
  const floorDb = kind === 'postgres' ? await openPostgresDatabase(url!, 10) : db;
  const floor = await startFloorServer(floorDb, statements);
  const peer = kind === 'postgres' ? await startPeer(url!) : null;
  if (kind === 'postgres' && !peer) console.log('postgraphile: not installed, the peer column is left out');
  const host = `${tenant.subdomain}.localhost`;
  for (const [name, q] of Object.entries(QUERIES)) {
    const body = JSON.stringify({ query: q.query, variables: { id: tenant.queryId } });
    const check = await app.inject({
      method: 'POST',
      url: '/api/srvproxy/v1/graphql',
      headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: body,
    });
    if (check.body.includes('"errors"')) throw new Error(`${name}: ${check.body}`);
    const targets: [string, string, string, string][] = [
      ['endpoint', `http://127.0.0.1:${port}/api/srvproxy/v1/graphql`, body, `Bearer ${token}`],
      ['floor', `http://127.0.0.1:${floor.port}/${name}`, body, ''],
    ];
    if (peer)
      targets.push([
        'postgraphile',
        peer.url,
        JSON.stringify({ query: q.peer, variables: { id: String(tenant.queryId) } }),
        '',
      ]);
    for (const [target, targetUrl, targetBody, auth] of targets) {
      const load = {
        url: targetUrl,
        host: `${host}:${port}`,
        headers: (auth ? { authorization: auth } : {}) as Record<string, string>,
        body: targetBody,
        connections: CONNECTIONS,
        repoRoot,
      };
      await runAutocannon({ ...load, seconds: 1 }); // warm-up: caches, JIT, pool connections
      const result = await runAutocannon({ ...load, seconds });
      rows.push({ engine: kind, query: name, target, result });
      console.log(
        `${kind.padEnd(8)} ${name.padEnd(9)} ${target.padEnd(12)} ${result.rps.toFixed(0).padStart(6)} rps  p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms${result.errors ? `  errors ${result.errors}` : ''}`,
      );
    }
  }
  const recipients = (
    await db.query<{ id: number }>('SELECT id FROM recipients WHERE customer_id = $1 ORDER BY id', [
      tenant.customerId,
    ])
  ).rows.map((r) => Number(r.id));
  for (const count of quick ? [100, 1000] : [1000, 5000, 10000]) {
    const load = await measureSubscriptionLoad(db, app.graphqlEngine, session, recipients, count);
    console.log(
      `${kind.padEnd(8)} subscriptions: ${load.subscribers} live queries in ${load.groups} group(s), change delivered in ${load.deliveryMs} ms`,
    );
  }
  await peer?.close();
  await floor.close();
  await app.close();
  if (floorDb !== db) await floorDb.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
}

function summary(rows: Row[]) {
  console.log(
    '\nengine   query     endpoint rps  floor rps  vs floor  postgraphile rps  vs postgraphile  p99 endpoint',
  );
  for (const r of rows.filter((x) => x.target === 'endpoint')) {
    const floor = rows.find(
      (x) => x.engine === r.engine && x.query === r.query && x.target === 'floor',
    )?.result;
    const peer = rows.find(
      (x) => x.engine === r.engine && x.query === r.query && x.target === 'postgraphile',
    )?.result;
    const ratio = (a: number, b?: number) => (b ? (a / b).toFixed(2) : '-');
    console.log(
      `${r.engine.padEnd(8)} ${r.query.padEnd(9)} ${r.result.rps.toFixed(0).padStart(12)} ${floor?.rps.toFixed(0).padStart(10) ?? '-'} ${ratio(r.result.rps, floor?.rps).padStart(9)} ${peer?.rps.toFixed(0).padStart(17) ?? '                -'} ${ratio(r.result.rps, peer?.rps).padStart(16)} ${String(r.result.p99).padStart(10)} ms`,
    );
  }
  console.log('targets: >= 0.70 of the floor, >= 1.5 x PostGraphile, p99 < 25 ms (50 connections)');
}

const rows: Row[] = [];
if (process.env.TEST_DATABASE_URL) await benchEngine('postgres', rows);
else console.log('postgres: TEST_DATABASE_URL is not set, skipped');
await benchEngine('pglite', rows);
summary(rows);
