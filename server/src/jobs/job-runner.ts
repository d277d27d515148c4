// Durable scheduled work (ARCHITECTURE.md §9): the `scheduled_jobs` table is the queue. A runner
// on every instance claims what is due (FOR UPDATE SKIP LOCKED, so one instance runs each job),
// runs its handler and deletes it, or retries it later. Time is the server's clock: tests move it
// (`app.clock.advance`) and `await app.jobs.runDue()` instead of sleeping.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, SchedulingClock } from '../clock/clock';
import type { Database, Queryable } from '../db/database';
import { crossTenant } from '../db/tenant-scope';

/** A job as its handler sees it. */
export interface DueJob {
  id: string;
  name: string;
  key: string | null;
  customerId: number | null;
  payload: unknown;
  runAt: Date;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

export type JobHandler<Context> = (job: DueJob, context: Context) => Promise<void>;

/** A sweep that one instance runs every `everyMs` (e.g. expire what passed its valid_to). */
export interface RecurringJob<Context> {
  /** '<area>.<what>'. */
  name: string;
  everyMs: number;
  run(context: Context): Promise<void>;
}

export interface ScheduleJob {
  /** '<area>.<what>', a handler's name. */
  name: string;
  runAt: Date;
  payload?: unknown;
  customerId?: number | null;
  /** Scheduling the same key again replaces the pending job (its time and payload). */
  key?: string;
}

/** What an area may do with the queue (AreaContext.jobs). */
export interface JobScheduler {
  schedule(job: ScheduleJob): Promise<void>;
  /** Drops the pending job with this key; nothing when there is none. */
  cancel(key: string): Promise<void>;
}

export interface JobRunner extends JobScheduler {
  /** Runs every job and sweep that is due by the clock now; resolves when they are done. */
  runDue(): Promise<number>;
  /** Starts polling (and running what falls due) until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

/** A one-off job is tried this many times, then kept as failed for the operator. */
export const MAX_ATTEMPTS = 5;
/** The wait before retry n (1-based): 1 min, 5 min, 30 min, 2 h. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** A claimed job is given back when its runner has not finished it by then (a crashed instance). */
const CLAIM_MS = 10 * 60_000;
/** How often a runner looks for due work (other instances and triggers add jobs too). */
export const POLL_MS = 5_000;
const BATCH = 20;
const RECURRING_KEY = 'recurring:';

interface JobRow {
  id: string;
  name: string;
  key: string | null;
  customer_id: string | null;
  payload: unknown;
  run_at: Date | string;
  attempts: number;
  claim: string;
}

export interface JobRunnerOptions<Context> {
  db: Database;
  clock: SchedulingClock;
  log: FastifyBaseLogger;
  handlers: Readonly<Record<string, JobHandler<Context>>>;
  recurring: readonly RecurringJob<Context>[];
  /** The context handlers get; read when a job runs (the context holds this runner too). */
  context: () => Context;
  pollMs?: number;
}

/** Claims up to BATCH due jobs for this pass (another instance skips what is claimed). */
async function claimDueJobs(db: Queryable, clock: Clock): Promise<JobRow[]> {
  const now = clock.now();
  const result = await db.query<JobRow>(
    `UPDATE scheduled_jobs SET claim = $2, locked_until = $3, attempts = attempts + 1
      WHERE id IN (SELECT id FROM scheduled_jobs
                    WHERE run_at <= $1 AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= $1)
                    ORDER BY run_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, name, key, customer_id, payload, run_at, attempts, claim`,
    [now, randomUUID(), new Date(now.getTime() + CLAIM_MS)],
  );
  return result.rows;
}

/** A job's end: a sweep is planted again, a done job deleted, a failure retried later or given up. */
async function finishJob<Context>(
  runner: {
    db: Queryable;
    clock: Clock;
    log: FastifyBaseLogger;
    sweeps: ReadonlyMap<string, RecurringJob<Context>>;
  },
  row: JobRow,
  error: unknown,
): Promise<void> {
  const { db, clock, log, sweeps } = runner;
  const now = clock.now().getTime();
  const sweep = sweeps.get(row.name);
  if (!error) {
    if (sweep) {
      await db.query(
        `UPDATE scheduled_jobs SET run_at = $3, attempts = 0, claim = NULL, locked_until = NULL, last_error = NULL
          WHERE id = $1 AND claim = $2`,
        [row.id, row.claim, new Date(now + sweep.everyMs)],
      );
    } else {
      // A job scheduled again under its key while it ran has no claim any more and stays.
      await db.query(`DELETE FROM scheduled_jobs WHERE id = $1 AND claim = $2`, [row.id, row.claim]);
    }
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const lastTry = !sweep && row.attempts >= MAX_ATTEMPTS;
  log.warn(
    { job: row.name, jobId: row.id, attempt: row.attempts, err: message, gaveUp: lastTry },
    'job failed',
  );
  const retryAt = sweep
    ? now + sweep.everyMs
    : now + RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1]!;
  await db.query(
    `UPDATE scheduled_jobs SET claim = NULL, locked_until = NULL, last_error = $3, run_at = $4,
            failed_at = CASE WHEN $5::boolean THEN $6::timestamptz ELSE NULL END
      WHERE id = $1 AND claim = $2`,
    [row.id, row.claim, message.slice(0, 2000), new Date(retryAt), lastTry, new Date(now)],
  );
}

/** Runs one claimed job by its handler or sweep; what it threw, if anything. */
async function runJob<Context>(
  row: JobRow,
  sweeps: ReadonlyMap<string, RecurringJob<Context>>,
  handlers: JobRunnerOptions<Context>['handlers'],
  context: () => Context,
): Promise<unknown> {
  try {
    const sweep = sweeps.get(row.name);
    const handler = handlers[row.name];
    if (sweep) await sweep.run(context());
    else if (handler)
      await handler(
        {
          id: String(row.id),
          name: row.name,
          key: row.key,
          customerId: row.customer_id === null ? null : Number(row.customer_id),
          payload: row.payload,
          runAt: new Date(row.run_at),
          attempt: row.attempts,
        },
        context(),
      );
    else return new Error(`No handler for job "${row.name}"`);
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

export function createJobRunner<Context>(options: JobRunnerOptions<Context>): JobRunner {
  const { clock, log, handlers, recurring } = options;
  // The queue holds every tenant's jobs (each row names its tenant); the sweeps of an area may cross
  // tenants too (expiry, reminders): they get the owner's database through the area's context.
  const db = crossTenant(options.db, 'the job queue serves every tenant');
  const pollMs = options.pollMs ?? POLL_MS;
  const sweeps = new Map(recurring.map((sweep) => [sweep.name, sweep]));
  for (const sweep of recurring) {
    if (handlers[sweep.name]) throw new Error(`Job "${sweep.name}" is both a handler and a recurring sweep`);
  }
  // One pass at a time on this instance: a test's runDue waits for a pass the poll started.
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let cancelPoll: (() => void) | undefined;
  let sweepsPlanted = false;

  const plantSweeps = async () => {
    if (sweepsPlanted) return;
    for (const sweep of recurring) {
      await db.query(
        `INSERT INTO scheduled_jobs (name, key, run_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING`,
        [sweep.name, RECURRING_KEY + sweep.name, clock.now()],
      );
    }
    sweepsPlanted = true;
  };

  const runOne = async (row: JobRow) => {
    const error = await runJob(row, sweeps, handlers, options.context);
    await finishJob({ db, clock, log, sweeps }, row, error);
  };

  const pass = async (): Promise<number> => {
    await plantSweeps();
    let ran = 0;
    for (;;) {
      const due = await claimDueJobs(db, clock);
      for (const row of due) await runOne(row);
      ran += due.length;
      if (due.length < BATCH) return ran;
    }
  };

  const runDue = () => {
    const next = chain.then(pass, pass);
    chain = next.catch(() => undefined);
    return next;
  };

  const poll = () => {
    if (stopped) return;
    runDue()
      .catch((error: unknown) => log.error({ err: error }, 'the job runner could not read the queue'))
      .finally(() => {
        if (!stopped) cancelPoll = clock.schedule(pollMs, poll);
      });
  };

  return {
    async schedule({ name, runAt, payload = {}, customerId = null, key }) {
      if (!handlers[name]) throw new Error(`No handler for job "${name}"`);
      await db.query(
        `INSERT INTO scheduled_jobs (name, key, customer_id, payload, run_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name, customer_id = EXCLUDED.customer_id,
           payload = EXCLUDED.payload, run_at = EXCLUDED.run_at, attempts = 0, claim = NULL,
           locked_until = NULL, last_error = NULL, failed_at = NULL`,
        [name, key ?? null, customerId, JSON.stringify(payload), runAt],
      );
    },
    async cancel(key) {
      await db.query(`DELETE FROM scheduled_jobs WHERE key = $1`, [key]);
    },
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      poll();
    },
    async stop() {
      stopped = true;
      cancelPoll?.();
      await chain;
    },
  };
}
