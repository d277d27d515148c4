// Prints how long the scheduler takes to send 10,000 due plans across 10 tenants with two scheduler
// processes on one PostgreSQL database (issue 28's figure: within 60 s, each exactly once). Each
// process is the job runner with the plans.send handler (server/src/areas/plans/test/plan-send-child.ts);
// afterwards every plan must have exactly one send and one questionnaire.
// Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a database of its own is
// made and dropped). Run: npx tsx bench/plans-scheduler.ts
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrate } from '../server/src/db/migrate';
import { openPostgresDatabase } from '../server/src/db/postgres-database';

const TENANTS = 10;
const PER_TENANT = 1_000;
const TARGET_S = 60;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('plans scheduler: no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), skipped');
  process.exit(0);
}
const name = `plans_bench_${randomBytes(4).toString('hex')}`;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const due = new Date(Date.UTC(2027, 0, 4, 8, 0, 0));
const dtstart = due
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d{3}/, '');

await admin(`CREATE DATABASE ${name}`);
try {
  const db = await openPostgresDatabase(url.toString(), 4);
  await migrate(db);
  for (let t = 0; t < TENANTS; t += 1) {
    await db.query(
      `WITH c AS (INSERT INTO customers (subdomain, name) VALUES ($1, $1) RETURNING id),
            u AS (INSERT INTO users (customer_id, username, role) SELECT id, 'planner', 'staff' FROM c RETURNING id, customer_id),
            tpl AS (INSERT INTO templates (customer_id, title) SELECT id, 'Ukeskjema' FROM c RETURNING id, customer_id),
            p AS (INSERT INTO artifact_parcels (customer_id, title) SELECT id, 'Uke' FROM c RETURNING id, customer_id),
            tp AS (INSERT INTO template_artifact_parcel (template_id, artifact_parcel_id, customer_id)
                   SELECT tpl.id, p.id, p.customer_id FROM tpl, p RETURNING artifact_parcel_id)
       SELECT 1 FROM tp`,
      [`bench${t}`],
    );
    await db.query(
      `WITH r AS (INSERT INTO recipients (customer_id, full_name)
                  SELECT c.id, 'Deltaker ' || g FROM customers c, generate_series(1, $2::integer) g WHERE c.subdomain = $1
                  RETURNING id, customer_id),
            a AS (INSERT INTO artifact_packages (customer_id, recipient_id, rruleset, next_send_at, created_by)
                  SELECT r.customer_id, r.id, $3, $4, (SELECT id FROM users u WHERE u.customer_id = r.customer_id) FROM r
                  RETURNING id, customer_id)
       INSERT INTO artifact_package_artifact_parcel (artifact_package_id, artifact_parcel_id, customer_id)
       SELECT a.id, (SELECT id FROM artifact_parcels p WHERE p.customer_id = a.customer_id), a.customer_id FROM a`,
      [`bench${t}`, PER_TENANT, `DTSTART:${dtstart}\nRRULE:FREQ=WEEKLY;COUNT=10`, due],
    );
  }
  await db.query(
    `INSERT INTO scheduled_jobs (name, key, customer_id, payload, run_at)
     SELECT 'plans.send', 'plans.send:' || id, customer_id, jsonb_build_object('planId', id), next_send_at FROM artifact_packages`,
  );
  const child = path.resolve(import.meta.dirname, '../server/src/areas/plans/test/plan-send-child.ts');
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        ['--import', 'tsx', child, 'postgres', url.toString(), String(due.getTime() + 60_000)],
        {
          cwd: path.resolve(import.meta.dirname, '../server'),
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      proc.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`a scheduler ended with ${code}`)),
      );
    });
  const started = performance.now();
  await Promise.all([run(), run()]);
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await db.query<{ plans: string; once: string; queries: string }>(
    `SELECT count(*) AS plans,
            count(*) FILTER (WHERE (SELECT count(*) FROM artifact_package_sends s WHERE s.artifact_package_id = a.id) = 1) AS once,
            (SELECT count(*) FROM queries) AS queries
       FROM artifact_packages a`,
  );
  const { plans, once, queries } = rows[0]!;
  console.log(
    `plans scheduler: ${plans} due plans in ${TENANTS} tenants sent by two schedulers in ${seconds.toFixed(1)} s ` +
      `(target ${TARGET_S} s, ${seconds <= TARGET_S ? 'met' : 'NOT met'}); sent exactly once: ${once} of ${plans}; questionnaires ${queries}` +
      ' (each scheduler process includes its own start, about 2 s of tsx)',
  );
  if (Number(once) !== Number(plans) || Number(queries) !== Number(plans)) process.exitCode = 1;
  await db.close();
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
