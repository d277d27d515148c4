// Issue 32 figure: the access log's overhead on a participant's record read, at or under 10 percent.
// The read as the record route does it (one transaction under the tenant's row-level security: the
// record, the caseload check and the log's INSERT in one statement, then the record's links), with
// the log line written and without it, alternating, over an access log of 200,000 lines; the medians
// of many and their ratio. The same for a questionnaire's read as its route does it (the detail, whose
// load statement writes the log line, the administration area's readLogSql). On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (a second run
// of this file with TEST_DB_KIND=postgres). Run: npx tsx bench/access-log-overhead.ts [--reads=400]
import { spawnSync } from 'node:child_process';
import { participantRecord } from '../server/src/areas/directory/participant-record';
import { qnrDetail } from '../server/src/areas/questionnaires/qnr-detail';
import { scopedToTenant } from '../server/src/db/tenant-scope';
import { startTestServer } from '../server/src/test/test-server';

const READS = Number(process.argv.find((a) => a.startsWith('--reads='))?.slice(8) ?? 400);
const LINES = 200_000;
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One read with the log and without it, alternating, many times; prints the medians and the overhead. */
async function measure(what: string, read: (log: boolean) => Promise<unknown>) {
  const timed = async (log: boolean) => {
    const started = process.hrtime.bigint();
    await read(log);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < 50; i++) await timed(i % 2 === 0); // warm up
  const withLog: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < READS; i++) {
    // Alternating, so that a slow moment of the machine falls on both.
    if (i % 2 === 0) {
      withLog.push(await timed(true));
      without.push(await timed(false));
    } else {
      without.push(await timed(false));
      withLog.push(await timed(true));
    }
  }
  const a = median(withLog);
  const b = median(without);
  const overhead = (a / b - 1) * 100;
  console.log(`access log overhead on ${what} (${kind}, ${READS} reads each, ${LINES} log lines):`);
  console.log(
    `  with the log ${a.toFixed(3)} ms, without ${b.toFixed(3)} ms (medians): ratio ${(a / b).toFixed(3)}, overhead ${overhead.toFixed(1)} % (target ≤ 10 %)`,
  );
}

const server = await startTestServer();
try {
  const { rows } = await server.db.query<{ customer: string; staff: string; recipient: string }>(
    `SELECT c.id AS customer, u.id AS staff, r.id AS recipient
       FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'staff'
       JOIN recipient_staff s ON s.customer_id = c.id AND s.user_id = u.id
       JOIN recipients r ON r.id = s.recipient_id AND r.deleted_at IS NULL
      WHERE c.subdomain = 'demo' ORDER BY r.id LIMIT 1`,
  );
  const { customer, staff, recipient } = rows[0]!;
  await server.db.query(
    `INSERT INTO directory_access_log (customer_id, user_id, recipient_id, action, context, at, created_at)
     SELECT $1, $2, $3, 'read_record', 'own_caseload', now() - g * interval '1 minute', now() - g * interval '1 minute'
       FROM generate_series(1, $4::int) AS g`,
    [customer, staff, recipient, LINES],
  );
  await server.db.query('ANALYZE directory_access_log');
  const db = scopedToTenant(server.db, Number(customer));
  const scope = { customerId: Number(customer), staffId: Number(staff), role: 'staff' as const };
  await measure('a participant’s record read', (log) =>
    db.transaction((tx) => participantRecord(tx, scope, Number(recipient), log)),
  );
  const qnr = await server.db.query<{ id: string }>(
    `SELECT id FROM queries WHERE customer_id = $1 AND patient_id IS NOT NULL AND template_id IS NOT NULL
      ORDER BY (patient_id = $2) DESC, id LIMIT 1`,
    [customer, recipient],
  );
  const qnrId = qnr.rows[0]!.id;
  const reader = {
    customerId: Number(customer),
    userId: Number(staff),
    role: 'staff' as const,
    isStaff: true,
  };
  // As the route does it: the line written by the questionnaire's own load statement.
  await measure('a questionnaire’s read', (log) => qnrDetail(db, reader, Number(qnrId), new Date(), log));
} finally {
  await server.close();
}

if (process.env.TEST_DATABASE_URL && process.env.TEST_DB_KIND !== 'postgres') {
  const again = spawnSync(process.execPath, ['--import', 'tsx', ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB_KIND: 'postgres' },
  });
  if (again.status !== 0) process.exitCode = 1;
}
