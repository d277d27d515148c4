import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, closeTestServer } from './test/auth-test-kit';

// Issue 17.7: behind one trusted proxy, the client's own left-most X-Forwarded-For entries change
// nothing: the audit, the brute-force counters and the rate ceilings see the address the proxy saw.
describe('the client address behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => closeTestServer(server));

  const viaProxy = (spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, 198.51.100.9` });

  it('audits the address the proxy saw, whatever the client wrote before it', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await server.request('/api/auth/signin?context=device_authorization&device=untrusted', {
        headers: { ...viaProxy(`10.9.8.${i}`), authorization: basic(`sprayed-${i}`, 'Wrong-1234') },
      });
      expect(answer.status).toBe(401);
    }
    const { rows } = await server.db.query<{ ip_address: string }>(
      `SELECT DISTINCT ip_address FROM login_audit WHERE username LIKE 'sprayed-%'`,
    );
    expect(rows).toEqual([{ ip_address: '198.51.100.9' }]);
  });

  it('keeps the per-address ceiling when the client rotates its left-most address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i += 1) {
      const answer = await server.request('/api/auth/check?context=portal.related_tenants', {
        headers: { ...viaProxy(`10.7.${i}.1`), authorization: basic('staff') },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    // Another client behind the same proxy is not limited by the first one's requests.
    const other = await server.request('/api/auth/check?context=portal.related_tenants', {
      headers: { 'x-forwarded-for': '198.51.100.10', authorization: basic('staff') },
    });
    expect(other.status).not.toBe(429);
  });
});
