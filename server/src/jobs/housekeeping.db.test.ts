import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShiftableClock } from '../clock/clock';
import type { Database } from '../db/database';
import { createSeededTestDatabase } from '../test/database';
import { createJobRunner, housekeep, housekeepingJob } from './index';

// Issue 27 item 9: used and expired codes, revoked sessions, old rate-limit windows and given-up
// jobs are deleted on schedule; what can still matter stays. On PGlite and PostgreSQL.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('housekeeping', () => {
  let db: Database;
  let destroy: () => Promise<void>;
  let user = { id: 0, customer_id: 0 };
  beforeAll(async () => {
    ({ db, destroy } = await createSeededTestDatabase());
    const { rows } = await db.query<{ id: number; customer_id: number }>(
      `SELECT u.id, u.customer_id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = 'staff'`,
    );
    user = rows[0]!;
  });
  afterAll(() => destroy());

  async function plant(now: Date) {
    const at = (ms: number) => new Date(now.getTime() + ms);
    await db.query('DELETE FROM one_time_codes');
    await db.query('DELETE FROM rate_limit_windows');
    await db.query('DELETE FROM scheduled_jobs');
    await db.query('DELETE FROM idempotent_requests');
    await db.query(`DELETE FROM sessions WHERE jti::text LIKE '00000000-%'`);
    const code = (label: string, expires: Date, used: Date | null) =>
      db.query(
        `INSERT INTO one_time_codes (customer_id, user_id, purpose, code_hash, binding, expires_at, used_at) VALUES ($1, $2, 'login_sms', $3, $3, $4, $5)`,
        [user.customer_id, user.id, label, expires, used],
      );
    await code('old-used', at(DAY), at(-2 * DAY));
    await code('old-expired', at(-2 * DAY), null);
    await code('fresh-used', at(DAY), at(-HOUR));
    await code('live', at(5 * 60_000), null);
    const session = (jti: string, expires: Date | null, revoked: Date | null) =>
      db.query(
        `INSERT INTO sessions (jti, customer_id, user_id, device_kind, expires_at, revoked_at) VALUES ($1, $2, $3, 'trusted', $4, $5)`,
        [jti, user.customer_id, user.id, expires, revoked],
      );
    await session('00000000-0000-4000-8000-000000000001', null, at(-31 * DAY));
    await session('00000000-0000-4000-8000-000000000002', at(-40 * DAY), null);
    await session('00000000-0000-4000-8000-000000000003', at(DAY), at(-DAY));
    await session('00000000-0000-4000-8000-000000000004', null, null);
    await db.query(`INSERT INTO rate_limit_windows (key, hits, window_ends_at) VALUES ('old', 3, $1), ('current', 1, $2)`, [at(-2 * HOUR), at(60_000)]);
    await db.query(
      `INSERT INTO scheduled_jobs (name, run_at, failed_at, attempts) VALUES ('x.old', $1, $1, 5), ('x.recent', $2, $2, 5), ('x.pending', $3, NULL, 0)`,
      [at(-31 * DAY), at(-DAY), at(HOUR)],
    );
    await db.query(
      `INSERT INTO idempotent_requests (customer_id, user_id, key, fingerprint, status, response, created_at)
       VALUES ($1, $2, 'old-answer', 'f', 201, '{}', $3), ($1, $2, 'new-answer', 'f', 201, '{}', $4)`,
      [user.customer_id, user.id, at(-2 * DAY), at(-HOUR)],
    );
  }

  const left = async () => ({
    codes: (await db.query<{ code_hash: string }>('SELECT code_hash FROM one_time_codes ORDER BY code_hash')).rows.map((r) => r.code_hash),
    sessions: (await db.query<{ jti: string }>(`SELECT jti::text FROM sessions WHERE jti::text LIKE '00000000-%' ORDER BY jti`)).rows.map((r) => r.jti.slice(-1)),
    windows: (await db.query<{ key: string }>('SELECT key FROM rate_limit_windows ORDER BY key')).rows.map((r) => r.key),
    jobs: (await db.query<{ name: string }>(`SELECT name FROM scheduled_jobs WHERE name LIKE 'x.%' ORDER BY name`)).rows.map((r) => r.name),
    answers: (await db.query<{ key: string }>('SELECT key FROM idempotent_requests ORDER BY key')).rows.map((r) => r.key),
  });

  it('deletes what is past its retention and keeps what can still matter', async () => {
    const now = new Date();
    await plant(now);
    expect(await housekeep(db, now)).toEqual({ codes: 2, sessions: 2, rateLimitWindows: 1, failedJobs: 1, idempotentAnswers: 1 });
    expect(await left()).toEqual({
      codes: ['fresh-used', 'live'],
      sessions: ['3', '4'],
      windows: ['current'],
      jobs: ['x.pending', 'x.recent'],
      answers: ['new-answer'],
    });
    expect(await housekeep(db, now)).toEqual({ codes: 0, sessions: 0, rateLimitWindows: 0, failedJobs: 0, idempotentAnswers: 0 });
  });

  it('runs hourly through the job runner', async () => {
    const clock = createShiftableClock(true);
    await plant(clock.now());
    const log = Fastify({ logger: false }).log;
    const jobs = createJobRunner({ db, clock, log, handlers: {}, recurring: [housekeepingJob()], context: () => ({ db, clock }) });
    await jobs.runDue();
    clock.advance(HOUR + 1);
    await jobs.runDue();
    expect(await left()).toEqual({
      codes: ['fresh-used', 'live'],
      sessions: ['3', '4'],
      windows: ['current'],
      jobs: ['x.pending', 'x.recent'],
      answers: ['new-answer'],
    });
  });
});
