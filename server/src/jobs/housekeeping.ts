import type { Queryable } from '../db/database';
import type { RecurringJob } from './job-runner';

// Housekeeping (issue 27): rows that only ever grow are deleted once they can matter no more, so
// the tables stay bounded. One instance runs it each hour (a recurring job of the queue). What is
// kept, and for how long, is written in docs/operations.md.

const DAY_MS = 24 * 3_600_000;
/** A used or expired code stays a day (support can still see that it was sent and used). */
export const CODE_RETENTION_MS = DAY_MS;
/** A revoked or expired session stays 30 days: its revocation must outlive every token it covers. */
export const SESSION_RETENTION_MS = 30 * DAY_MS;
/** A rate-limit window an hour past its end counts for nothing. */
export const WINDOW_RETENTION_MS = 3_600_000;
/** A job that gave up stays 30 days for the operator (`portal_jobs{state="failed"}`). */
export const FAILED_JOB_RETENTION_MS = 30 * DAY_MS;
/** An idempotent route's stored answer stays a day: a retry comes within minutes, not days. */
export const IDEMPOTENT_ANSWER_RETENTION_MS = DAY_MS;

export interface Housekept {
  codes: number;
  sessions: number;
  rateLimitWindows: number;
  failedJobs: number;
  idempotentAnswers: number;
}

/** Deletes what is past its retention at `now`; every table, across all tenants (no tenant's data is read). */
export async function housekeep(db: Queryable, now: Date): Promise<Housekept> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const codes = await db.query(
    'DELETE FROM one_time_codes WHERE (used_at IS NOT NULL AND used_at < $1) OR expires_at < $1',
    [before(CODE_RETENTION_MS)],
  );
  const sessions = await db.query(
    'DELETE FROM sessions WHERE (revoked_at IS NOT NULL AND revoked_at < $1) OR (expires_at IS NOT NULL AND expires_at < $1)',
    [before(SESSION_RETENTION_MS)],
  );
  const windows = await db.query('DELETE FROM rate_limit_windows WHERE window_ends_at < $1', [before(WINDOW_RETENTION_MS)]);
  const jobs = await db.query('DELETE FROM scheduled_jobs WHERE failed_at IS NOT NULL AND failed_at < $1', [
    before(FAILED_JOB_RETENTION_MS),
  ]);
  const answers = await db.query('DELETE FROM idempotent_requests WHERE created_at < $1', [
    before(IDEMPOTENT_ANSWER_RETENTION_MS),
  ]);
  return {
    codes: codes.affectedRows,
    sessions: sessions.affectedRows,
    rateLimitWindows: windows.affectedRows,
    failedJobs: jobs.affectedRows,
    idempotentAnswers: answers.affectedRows,
  };
}

/** The recurring job: hourly, on one instance. */
export function housekeepingJob<Context extends { db: Queryable; clock: { now(): Date } }>(): RecurringJob<Context> {
  return {
    name: 'platform.housekeeping',
    everyMs: 3_600_000,
    run: async (context) => void (await housekeep(context.db, context.clock.now())),
  };
}
