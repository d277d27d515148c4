import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { closeTestServer, CookieJar, loginWithSms } from './test/auth-test-kit';

// Behind a TLS-terminating proxy (TRUST_PROXY=1, X-Forwarded-Proto: https) the auth cookies are Secure.
describe('auth cookies behind HTTPS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => closeTestServer(server));

  it('marks the pending-login and device cookies Secure, and audits the address the proxy names', async () => {
    const jar = new CookieJar();
    const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'test-agent/1.0' };
    const original = server.request.bind(server);
    server.request = (path, init = {}) => original(path, { ...init, headers: { ...proxied, ...init.headers } });
    try {
      const { answer } = await loginWithSms(server, { username: 'staff', device: 'trusted', jar });
      const device = answer.headers['set-cookie']?.find((c) => c.startsWith('device_authorization_token='));
      expect(device).toMatch(/;\s*Secure/i);
      expect(device).toMatch(/HttpOnly/i);
    } finally {
      server.request = original;
    }
    const { rows } = await server.db.query<{ ip_address: string; user_agent: string; device_kind: string; method: string }>(
      `SELECT ip_address, user_agent, device_kind, method FROM login_audit WHERE outcome = 'success' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ ip_address: '203.0.113.7', user_agent: 'test-agent/1.0', device_kind: 'trusted', method: 'sms_code' });
  });
});
