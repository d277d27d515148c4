// Prints the server time of the login report (issue 32 item 4) over 2,000,000 login-audit rows: a
// month by day for the demo tenant, as the route runs it (the tenant's row-level security, the two
// queries of login-report.ts), median of 7 after one warm-up. The rows are a year of sign-ins of
// 2,000 users across both demo tenants (1,500,000 in `demo`), with failures and lockouts. Target:
// at or under 300 ms. On PGlite by default; on PostgreSQL with TEST_DB_KIND=postgres and
// TEST_DATABASE_URL. Run: npx tsx bench/administration-login-report.ts
import { performance } from 'node:perf_hooks';
import { scopedToTenant } from '../server/src/db/tenant-scope';
import { loginReport } from '../server/src/areas/reports/login-report';
import { createSeededTestDatabase } from '../server/src/test/database';

const TARGET_MS = 300;
const ROWS = 2_000_000;
const { db, destroy } = await createSeededTestDatabase();
try {
  const tenants = await db.query<{ id: string; subdomain: string }>(
    `SELECT id, subdomain FROM customers WHERE subdomain IN ('demo', 'care') ORDER BY subdomain DESC`,
  );
  const demo = Number(tenants.rows.find((t) => t.subdomain === 'demo')!.id);
  const care = Number(tenants.rows.find((t) => t.subdomain === 'care')!.id);
  const filled = performance.now();
  // In batches of 250,000: three of every four rows are the demo tenant's.
  for (let start = 0; start < ROWS; start += 250_000)
    await db.query(
      `INSERT INTO login_audit (customer_id, user_id, username, method, outcome, reason, created_at)
       SELECT CASE WHEN g % 4 = 0 THEN $2::bigint ELSE $1::bigint END, NULL, 'user' || (g % 2000),
              (ARRAY['sms_code', 'sms_code', 'sms_code', 'nbid', 'connector_ott', 'password', 'refresh'])[1 + g % 7],
              CASE WHEN g % 13 = 0 THEN 'failure' WHEN g % 17 = 0 THEN 'pending' ELSE 'success' END,
              CASE WHEN g % 13 = 0 AND g % 5 = 0 THEN 'locked' WHEN g % 13 = 0 THEN 'wrong_password' END,
              now() - (g % 365) * interval '1 day' - (g % 600) * interval '1 minute'
         FROM generate_series($3::int, $4::int) AS g`,
      [demo, care, start + 1, Math.min(start + 250_000, ROWS)],
    );
  // As autovacuum leaves a table after a load: statistics and the visibility map (index-only scans).
  await db.query('VACUUM ANALYZE login_audit');
  console.log(
    `login report: ${ROWS.toLocaleString('en')} login-audit rows made in ${((performance.now() - filled) / 1000).toFixed(0)} s`,
  );

  const tenant = scopedToTenant(db, demo);
  const to = new Date(Date.now() - 10 * 86_400_000);
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const run = async () => {
    const started = performance.now();
    const report = await loginReport(tenant, demo, day(from), day(to));
    return { ms: performance.now() - started, report };
  };
  await run();
  const times: number[] = [];
  let last = (await run()).report;
  for (let i = 0; i < 7; i += 1) {
    const { ms, report } = await run();
    times.push(ms);
    last = report;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `login report, a month by day (${day(from)} to ${day(to)}, ${last.totals.successes.toLocaleString('en')} sign-ins, ${last.days.length} day-and-method rows, ${last.users.length} users):`,
  );
  console.log(
    `  server time, median of 7: ${median.toFixed(0).padStart(5)} ms   ${(median / TARGET_MS).toFixed(2)} of the ${TARGET_MS} ms target`,
  );
} finally {
  await destroy();
}
