// The platform's worker pool (issue 24, resource exhaustion): CPU-heavy work (PDF text extraction,
// PDF rendering, image decoding, signing, hashing whole files) runs on worker threads, never on the
// event loop, each task with a time limit (the thread is ended, the caller gets a refusal) and the
// queue bounded (a full queue answers "busy" at once). One pool per server, closed on shutdown.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** A function of a `*.worker.ts` module that the pool may run: input and output are plain data. */
export interface WorkerTask<I, O> {
  /** The module's file URL (`.ts` in the source tree, `.js` when built). */
  readonly entry: string;
  readonly fn: string;
  /** The time limit; past it the thread is ended and the task refused with `WorkerTimeoutError`. */
  readonly timeoutMs: number;
  /** Types only: what the function takes and gives. */
  readonly types?: (input: I) => O;
}

/**
 * A task of the module `relative` (without extension) beside `callerUrl`: the same extension as
 * the caller's own file, so the source tree runs `.ts` entries and a build its `.js` ones.
 */
export function workerTask<I, O>(callerUrl: string, relative: string, fn: string, timeoutMs: number): WorkerTask<I, O> {
  const extension = path.extname(fileURLToPath(callerUrl)) || '.js';
  return { entry: new URL(`${relative}${extension}`, callerUrl).href, fn, timeoutMs };
}

/** The task ran past its time limit and its thread was ended. */
export class WorkerTimeoutError extends Error {
  constructor(readonly fn: string, readonly timeoutMs: number) {
    super(`[workers] ${fn} ran past its ${timeoutMs} ms limit`);
  }
}

/** The pool's queue is full: the caller answers "busy" rather than wait. */
export class WorkerBusyError extends Error {
  constructor() {
    super('[workers] the queue is full');
  }
}

export interface WorkerPoolOptions {
  /** Threads at most; by default one fewer than the cores (at least one, at most four). */
  maxThreads?: number;
  /** Tasks waiting for a thread at most; one more is refused with `WorkerBusyError`. */
  maxQueue?: number;
  /** Heap limit of a thread (MB): a task that would take more ends its thread, not the server. */
  maxHeapMb?: number;
}

export interface WorkerPool {
  run<I, O>(task: WorkerTask<I, O>, input: I, transferList?: ArrayBuffer[]): Promise<O>;
  /** Ends the threads; tasks still queued are refused. */
  close(): Promise<void>;
}

const BOOTSTRAP = fileURLToPath(new URL('./worker-bootstrap.mjs', import.meta.url));

export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const maxThreads = options.maxThreads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const piscina = new Piscina({
    // Each task names its file (the bootstrap or a built entry): a build has no bootstrap to preload.
    filename: null,
    minThreads: 0,
    maxThreads,
    maxQueue: options.maxQueue ?? 64,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 512 },
  });
  let closed = false;
  return {
    async run<I, O>(task: WorkerTask<I, O>, input: I, transferList?: ArrayBuffer[]): Promise<O> {
      if (closed) throw new WorkerBusyError();
      if (piscina.queueSize >= piscina.options.maxQueue) throw new WorkerBusyError();
      const abort = new AbortController();
      // A guard on a runaway thread, not a schedule: real time is what the limit is about.
      const timer = setTimeout(() => abort.abort(), task.timeoutMs);
      // A built entry (.js) is run by piscina itself; a TypeScript one through the bootstrap, which
      // registers tsx first (a build has no bootstrap file and needs none).
      const direct = !task.entry.endsWith('.ts');
      try {
        return (await piscina.run(direct ? input : { entry: task.entry, fn: task.fn, input }, {
          filename: direct ? fileURLToPath(task.entry) : BOOTSTRAP,
          name: direct ? task.fn : 'default',
          signal: abort.signal,
          ...(transferList ? { transferList } : {}),
        })) as O;
      } catch (error) {
        if (abort.signal.aborted) throw new WorkerTimeoutError(task.fn, task.timeoutMs);
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new WorkerBusyError();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      await piscina.destroy();
    },
  };
}
