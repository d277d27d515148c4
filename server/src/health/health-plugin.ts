import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { loadMigrations, pendingMigrations } from '../db/migrate';
import type { Readiness } from './readiness';

/**
 * GET /healthz (liveness): 200 when the database answers, 503 when it does not.
 * GET /readyz (readiness, issue 27): 200 only when the database answers, every migration this build
 * carries is applied (an older instance beside a newer schema is fine; a newer build on an older
 * schema is not), and the server is not draining; else 503 with the reason.
 */
export const healthPlugin: FastifyPluginAsync<{ db: Database; readiness: Readiness }> = async (app, { db, readiness }) => {
  const migrations = await loadMigrations();
  app.get('/healthz', async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.draining) return reply.status(503).send({ status: 'draining' });
    try {
      const pending = await pendingMigrations(db, migrations);
      if (pending.length > 0) return reply.status(503).send({ status: 'migrations pending', pending: pending.length });
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
};
