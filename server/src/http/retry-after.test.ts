import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { workRefusal } from '../workers';
import { registerErrorHandler, RETRY_AFTER_SECONDS } from './error-handler';
import { ApiError } from './api-error';

// Issue 24: a 503 that passes (the worker queue full) tells the client when to try again.
describe('Retry-After on a passing 503', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/busy', async () => {
    throw workRefusal('server_busy');
  });
  app.get('/own', async (_request, reply) => {
    reply.header('retry-after', '30');
    throw new ApiError(503, 'maintenance', 'Down for maintenance');
  });
  app.get('/bad', async () => {
    throw new ApiError(400, 'bad', 'Bad');
  });

  it("adds Retry-After to a full pool's 503, keeps a route's own, and adds none to a 4xx", async () => {
    const busy = await app.inject('/busy');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(busy.json()).toMatchObject({
      error: 'server_busy',
      messages: { en: expect.any(String), no: expect.any(String) },
    });
    expect((await app.inject('/own')).headers['retry-after']).toBe('30');
    expect((await app.inject('/bad')).headers['retry-after']).toBeUndefined();
  });
});
