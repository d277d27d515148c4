import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { httpRequest } from '../test/http-request';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, closeTestServer } from './test/auth-test-kit';

// Issue 18.6: two server instances on one database (PGlite here, PostgreSQL in server-pg) share the
// per-address ceilings and the brute-force counters, so two instances allow the rate of one.
describe('several instances on one database', () => {
  let first: TestServer;
  let second: FastifyInstance;
  let secondPort = 0;
  beforeAll(async () => {
    first = await startTestServer();
    second = await buildApp({ config: first.config, db: first.db, sessionKeys: first.sessionKeys });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await second?.close();
    await closeTestServer(first);
  });

  const onFirst = (path: string, headers: Record<string, string>) => first.request(path, { headers });
  const onSecond = (path: string, headers: Record<string, string>) =>
    httpRequest(secondPort, path, { host: `demo.localhost:${secondPort}`, headers });

  it('shares the per-address ceiling of a sign-in call', async () => {
    const path = '/api/auth/check?context=portal.related_tenants';
    const headers = { authorization: basic('staff') };
    const statuses: number[] = [];
    // 70 requests from one address, alternating between the instances; the ceiling is 60 a minute.
    for (let i = 0; i < 35; i += 1) {
      statuses.push((await onFirst(path, headers)).status, (await onSecond(path, headers)).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true);
    const { rows } = await first.db.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limit_windows');
    expect(rows).toEqual([{ key: 'rate GET /api/auth/check 127.0.0.1', hits: 70 }]);
  });

  it('shares the brute-force counters: a lock from one instance holds on the other', async () => {
    const path = '/api/auth/signin?context=device_authorization&device=untrusted';
    for (let i = 0; i < 3; i += 1) {
      const wrong = i % 2 === 0 ? onFirst : onSecond;
      expect((await wrong(path, { authorization: basic('participant', `Wrong-${i}`) })).status).toBe(401);
    }
    expect((await onSecond(path, { authorization: basic('participant', 'Demo-1234') })).status).toBe(401);
    expect((await onFirst(path, { authorization: basic('participant', 'Demo-1234') })).status).toBe(401);
  });
});
