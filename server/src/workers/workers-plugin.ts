// The worker pool as the server's decorator: created once per server, closed with it (onClose), so
// a drain (helper D's shutdown) ends the threads after the requests in flight.
import fp from 'fastify-plugin';
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from './worker-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** CPU-heavy work off the event loop (worker-pool.ts); `offThread` turns its limits into refusals. */
    workers: WorkerPool;
  }
}

export const workersPlugin = fp<WorkerPoolOptions>(
  async (app, options) => {
    const pool = createWorkerPool(options);
    app.decorate('workers', pool);
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'workers' },
);
