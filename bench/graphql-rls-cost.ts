// `npx tsx bench/graphql-rls-cost.ts` (issue 25 item 4): what row-level security costs the database
// for the data API's SQL, apart from the HTTP load of bench/graphql.bench.ts, whose rounds differ by
// up to 40 % on a loaded 2-core machine. The same three statements the endpoint renders (by primary
// key, a nested list, an aggregate) run as the owner and as the tenant, in turn, RUNS times each;
// PostgreSQL's own execution time (EXPLAIN ANALYZE) is read per run and the medians compared. On
// PostgreSQL (TEST_DATABASE_URL) and on PGlite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import type { Database } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { openPgliteDatabase } from '../server/src/db/pglite-database';
import { openPostgresDatabase } from '../server/src/db/postgres-database';
import { seedVolume } from '../server/src/graphql/bench/seed-volume';
import { planRequest } from '../server/src/graphql/execute/execute-operation';
import { renderQuery } from '../server/src/graphql/sql/render-query';
import { loadSessionKeys } from '../server/src/session/session-keys';
import { testConfig } from '../server/src/test/test-server';

const RUNS = 300;
const QUERIES = {
  pk: 'query ($id: bigint!) { queries_by_pk(id: $id) { id title status created_at } }',
  list: '{ activities(order_by: {id: asc}, limit: 5) { id name recipients(where: {full_name: {_ilike: "%hansen%"}}, order_by: {id: asc}, limit: 5) { id full_name queries(order_by: {id: desc}, limit: 5) { id title status } } } }',
  aggregate: '{ queries_aggregate(where: {status: {_eq: "SENT"}}) { aggregate { count sum { region } } } }',
} as const;

async function openDatabase(kind: 'pglite' | 'postgres'): Promise<{ db: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPgliteDatabase(undefined);
    return { db, drop: () => db.close() };
  }
  const name = `rls_cost_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), 2);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** PostgreSQL's own execution time of one run of `text`, in ms. */
async function executionMs(db: Database, text: string, params: unknown[], tenant?: number) {
  const { rows } = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF) ${text}`, params, {
    tenant,
  });
  const line = rows.map((row) => Object.values(row)[0]).find((l) => l?.startsWith('Execution Time'));
  return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? NaN);
}

async function measure(kind: 'pglite' | 'postgres') {
  const { db, drop } = await openDatabase(kind);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rls-cost-'));
  try {
    await migrate(db);
    const tenants = await seedVolume(db, { tenants: 10, queriesPerTenant: 2_000, recipientsPerTenant: 100 });
    await db.exec('VACUUM ANALYZE');
    const app = await buildApp({
      config: testConfig(dataDir, { DEMO_DATA: '0' }),
      db,
      sessionKeys: await loadSessionKeys(dataDir, {}),
    });
    const tenant = tenants[0]!;
    const session = { role: 'admin', customerId: tenant.customerId, userId: tenant.adminId } as const;
    for (const [name, query] of Object.entries(QUERIES)) {
      const variables = name === 'pk' ? { id: tenant.queryId } : {};
      const plan = planRequest(app.graphqlEngine, session, { query, variables }).plans[0]!;
      if (plan.kind !== 'query') throw new Error(`${name} is not a query`);
      const { text, params } = renderQuery(plan.ir, session);
      const owner: number[] = [];
      const scoped: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        owner.push(await executionMs(db, text, params));
        scoped.push(await executionMs(db, text, params, tenant.customerId));
      }
      const [a, b] = [median(owner), median(scoped)];
      console.log(
        `${kind.padEnd(8)} ${name.padEnd(9)} execution median: owner ${a.toFixed(3)} ms, under RLS ${b.toFixed(3)} ms (${(((b - a) / a) * 100).toFixed(1)} %, ${((b - a) * 1000).toFixed(0)} µs per request)`,
      );
    }
    await app.close();
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.env.TEST_DATABASE_URL) await measure('postgres');
else console.log('postgres: TEST_DATABASE_URL is not set, skipped');
await measure('pglite');
