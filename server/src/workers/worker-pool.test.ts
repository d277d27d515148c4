import { isMainThread } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerBusyError, WorkerTimeoutError, workerTask, type WorkerPool } from './worker-pool';

const echo = workerTask<{ text: string }, { text: string }>(import.meta.url, './pool-probe.worker', 'echo', 10_000);
const spin = workerTask<Record<string, never>, never>(import.meta.url, './pool-probe.worker', 'spinForever', 200);
const fail = workerTask<{ message: string }, never>(import.meta.url, './pool-probe.worker', 'fail', 10_000);

describe('the worker pool', () => {
  let pool: WorkerPool | undefined;
  afterEach(async () => pool?.close());

  it('runs a TypeScript entry on a thread, which vitest gives no loader', async () => {
    pool = createWorkerPool({ maxThreads: 1 });
    expect(isMainThread).toBe(true);
    await expect(pool.run(echo, { text: 'hei' })).resolves.toMatchObject({ text: 'HEI' });
  });

  it('runs a built JavaScript entry directly, as in the production build (no bootstrap there)', async () => {
    pool = createWorkerPool({ maxThreads: 1 });
    const built = { entry: new URL('./pool-probe-built.worker.mjs', import.meta.url).href, fn: 'echo', timeoutMs: 10_000 };
    await expect(pool.run<{ text: string }, { text: string }>(built, { text: 'bygget' })).resolves.toEqual({ text: 'BYGGET' });
  });

  it('ends a task past its time limit and keeps serving the next', async () => {
    pool = createWorkerPool({ maxThreads: 1 });
    await expect(pool.run(spin, {})).rejects.toBeInstanceOf(WorkerTimeoutError);
    await expect(pool.run(echo, { text: 'after' })).resolves.toMatchObject({ text: 'AFTER' });
  });

  it('refuses at once when the queue is full', async () => {
    pool = createWorkerPool({ maxThreads: 1, maxQueue: 1 });
    const running = pool.run(spin, {});
    const queued = pool.run(spin, {});
    await expect(pool.run(echo, { text: 'x' })).rejects.toBeInstanceOf(WorkerBusyError);
    await expect(running).rejects.toBeInstanceOf(WorkerTimeoutError);
    await expect(queued).rejects.toBeInstanceOf(WorkerTimeoutError);
  });

  it("passes a task's error back", async () => {
    pool = createWorkerPool({ maxThreads: 1 });
    await expect(pool.run(fail, { message: 'broken' })).rejects.toThrow('broken');
  });
});
