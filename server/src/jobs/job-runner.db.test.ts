import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShiftableClock, type ShiftableClock } from '../clock/clock';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/database';
import { createJobRunner, MAX_ATTEMPTS, type DueJob, type JobHandler, type RecurringJob } from './index';

// The durable queue on PGlite and PostgreSQL: due by the moved clock, never before; once per job
// across runners; retried with backoff; kept across a restart. No test waits on real time.
describe('the job runner', () => {
  let db: Database;
  let destroy: () => Promise<void>;
  let customerId = 0;
  beforeAll(async () => {
    ({ db, destroy } = await createTestDatabase());
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO customers (subdomain, name) VALUES ('jobs-test', 'Jobs') RETURNING id`,
    );
    customerId = Number(inserted.rows[0]!.id);
  });
  afterAll(() => destroy());
  beforeEach(() => db.query('DELETE FROM scheduled_jobs'));

  const log = Fastify({ logger: false }).log;
  const minute = 60_000;

  function runner(
    clock: ShiftableClock,
    handlers: Record<string, JobHandler<string>>,
    recurring: RecurringJob<string>[] = [],
  ) {
    return createJobRunner<string>({ db, clock, log, handlers, recurring, context: () => 'ctx' });
  }

  it('runs a job once when its time has come, with its payload, and not before', async () => {
    const clock = createShiftableClock(true);
    const ran: DueJob[] = [];
    const jobs = runner(clock, { 'test.remind': async (job) => void ran.push(job) });
    await jobs.schedule({
      name: 'test.remind',
      runAt: new Date(clock.now().getTime() + 10 * minute),
      payload: { eventId: 7 },
      customerId,
    });
    expect(await jobs.runDue()).toBe(0);
    clock.advance(10 * minute);
    expect(await jobs.runDue()).toBe(1);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ name: 'test.remind', payload: { eventId: 7 }, customerId, attempt: 1 });
    expect(await jobs.runDue()).toBe(0);
    expect((await db.query('SELECT 1 FROM scheduled_jobs')).rows).toHaveLength(0);
  });

  it('replaces the pending job of a key, and cancels by key', async () => {
    const clock = createShiftableClock(true);
    const ran: unknown[] = [];
    const jobs = runner(clock, { 'test.remind': async (job) => void ran.push(job.payload) });
    const at = (m: number) => new Date(clock.now().getTime() + m * minute);
    await jobs.schedule({ name: 'test.remind', runAt: at(5), payload: { n: 1 }, key: 'event:1' });
    await jobs.schedule({ name: 'test.remind', runAt: at(30), payload: { n: 2 }, key: 'event:1' });
    await jobs.schedule({ name: 'test.remind', runAt: at(5), payload: { n: 3 }, key: 'event:2' });
    await jobs.cancel('event:2');
    clock.advance(10 * minute);
    expect(await jobs.runDue()).toBe(0);
    clock.advance(20 * minute);
    await jobs.runDue();
    expect(ran).toEqual([{ n: 2 }]);
  });

  it('refuses to schedule a job no area handles', async () => {
    const jobs = runner(createShiftableClock(true), {});
    await expect(jobs.schedule({ name: 'test.unknown', runAt: new Date() })).rejects.toThrow(/No handler/);
  });

  it('retries a failing job with growing waits and keeps it as failed after the last attempt', async () => {
    const clock = createShiftableClock(true);
    let calls = 0;
    const jobs = runner(clock, {
      'test.flaky': async () => {
        calls += 1;
        throw new Error('gateway down');
      },
    });
    await jobs.schedule({ name: 'test.flaky', runAt: clock.now() });
    await jobs.runDue();
    expect(calls).toBe(1);
    clock.advance(minute / 2);
    await jobs.runDue();
    expect(calls).toBe(1); // the first retry waits a minute
    for (const wait of [minute / 2, 5 * minute, 30 * minute, 120 * minute, 120 * minute]) {
      clock.advance(wait);
      await jobs.runDue();
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    const [row] = (
      await db.query<{ failed_at: Date | null; last_error: string }>(
        'SELECT failed_at, last_error FROM scheduled_jobs',
      )
    ).rows;
    expect(row?.failed_at).not.toBeNull();
    expect(row?.last_error).toBe('gateway down');
  });

  it('runs each due job on one runner only, and a new runner (a restart) finds what was left', async () => {
    const clock = createShiftableClock(true);
    const ran: string[] = [];
    const handlers = { 'test.once': async (job: DueJob) => void ran.push(job.id) };
    const first = runner(clock, handlers);
    const second = runner(clock, handlers);
    for (let i = 0; i < 30; i += 1) await first.schedule({ name: 'test.once', runAt: clock.now() });
    await Promise.all([first.runDue(), second.runDue()]);
    expect(ran).toHaveLength(30);
    expect(new Set(ran).size).toBe(30);

    await first.schedule({ name: 'test.once', runAt: new Date(clock.now().getTime() + minute) });
    await first.stop();
    const restarted = runner(clock, handlers);
    clock.advance(minute);
    expect(await restarted.runDue()).toBe(1);
  });

  it('runs a recurring sweep every interval, on one runner', async () => {
    const clock = createShiftableClock(true);
    const runs: string[] = [];
    const sweep = {
      name: 'test.sweep',
      everyMs: minute,
      run: async (context: string) => void runs.push(context),
    };
    const a = runner(clock, {}, [sweep]);
    const b = runner(clock, {}, [sweep]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toEqual(['ctx']);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(1);
    clock.advance(minute);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toHaveLength(2);
  });

  it('keeps a job that was scheduled again while it ran', async () => {
    const clock = createShiftableClock(true);
    const seen: unknown[] = [];
    let jobs = runner(clock, {});
    jobs = runner(clock, {
      'test.move': async (job) => {
        seen.push(job.payload);
        if (seen.length === 1)
          await jobs.schedule({
            name: 'test.move',
            key: 'k',
            runAt: new Date(clock.now().getTime() + minute),
            payload: { again: true },
          });
      },
    });
    await jobs.schedule({ name: 'test.move', key: 'k', runAt: clock.now(), payload: { first: true } });
    await jobs.runDue();
    clock.advance(minute);
    await jobs.runDue();
    expect(seen).toEqual([{ first: true }, { again: true }]);
  });

  it('runs what falls due when the clock moves, once started', async () => {
    const clock = createShiftableClock(true);
    const ran: string[] = [];
    const jobs = runner(clock, { 'test.started': async (job) => void ran.push(job.name) });
    jobs.start();
    await jobs.schedule({ name: 'test.started', runAt: new Date(clock.now().getTime() + 10 * minute) });
    clock.advance(10 * minute); // the poll's timer falls due and starts a pass
    await jobs.runDue(); // waits for that pass
    expect(ran).toEqual(['test.started']);
    await jobs.stop();
  });
});
