import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { workRefusal } from '../workers';

/**
 * Refuses requests with 503 and Retry-After while the event loop lags more than `maxDelayMs`
 * (issue 27), so a load balancer sends them to another instance before this one drowns. 0 turns it
 * off; on the embedded PGlite, which runs its statements on the event loop by design and is one
 * instance, it is off unless set (config.ts). The refusal is the one a full worker pool gives,
 * `server_busy` in both languages through the error handler (the plugin's own error became a 500).
 */
export async function registerPressureLimit(app: FastifyInstance, maxDelayMs: number): Promise<void> {
  if (maxDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    pressureHandler: () => Promise.reject(workRefusal('server_busy')),
    exposeStatusRoute: false,
  });
}
