import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';

/** GET /healthz: 200 when the database answers, 503 when it does not. */
export const healthPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
