import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/**
 * Refuses requests with 503 and Retry-After while the event loop lags more than `maxDelayMs`
 * (issue 27), so a load balancer sends them to another instance before this one drowns. 0 turns it
 * off; on the embedded PGlite, which runs its statements on the event loop by design and is one
 * instance, it is off unless set (config.ts).
 */
export async function registerPressureLimit(app: FastifyInstance, maxDelayMs: number): Promise<void> {
  if (maxDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    retryAfter: 5,
    message: 'the server is overloaded; try again shortly',
    exposeStatusRoute: false,
  });
}
