import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, bearer, browse, closeTestServer, CookieJar, DEMO_PASSWORD, demoUser, demoUsernames, latestSmsCode, loginWithSms } from './test/auth-test-kit';

describe('password and SMS code login over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => closeTestServer(server));

  for (const subdomain of ['demo', 'care']) {
    it(`logs in every demo user of ${subdomain}: password, SMS code from the outbox, code check, token, access check`, async () => {
      const host = `${subdomain}.localhost`;
      const usernames = await demoUsernames(server, subdomain);
      expect(usernames).toEqual(expect.arrayContaining(['admin', 'leader', 'staff', 'participant']));
      for (const username of usernames) {
        const { answer, token } = await loginWithSms(server, { host, username, device: 'untrusted' });
        const user = await demoUser(server, subdomain, username);
        expect(answer.json()).toMatchObject({ message: 'ok', reload: true, user_id: user.id, customer_id: user.customer_id, device: 'untrusted' });
        const access = await server.request(`/api/auth/protected/check?context=user_access_control&user_id=${user.id}`, { host, headers: bearer(token) });
        expect(access.status).toBe(200);
        expect(access.json()).toHaveProperty('pnr_class');
        const bootstrap = await server.request('/api/bootstrap', { host, headers: bearer(token) });
        expect(bootstrap.status).toBe(200);
      }
    });
  }

  it('answers the pending step with the user name, and the SMS step with regions only when there are several', async () => {
    const jar = new CookieJar();
    const signin = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', { headers: { authorization: basic('staff', DEMO_PASSWORD) } });
    expect(signin.status).toBe(200);
    expect(signin.json()).toEqual({ message: 'ok', reload: false, user_name: 'Kari Nordmann' });
    const cookie = signin.headers['set-cookie']?.find((c) => c.startsWith('pending_login='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const sms = await browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code&region=2');
    expect(sms.status).toBe(200);
    const body = sms.json<{ regions: unknown[]; sms_valid_till: number }>();
    expect(body.regions).toEqual([
      { district: 'Oslo', region: 1 },
      { district: 'Viken', region: 2 },
    ]);
    expect(body.sms_valid_till).toBeGreaterThan(Date.now());
    const again = await browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code');
    expect(again.json()).toMatchObject({ warning: expect.any(String), sms_valid_till: body.sms_valid_till });
    const participant = await browse(server, new CookieJar(), '/api/auth/signin?context=device_authorization&device=trusted', { headers: { authorization: basic('participant', DEMO_PASSWORD) } });
    expect(participant.status).toBe(200);
  });

  it('a trusted device gets the HttpOnly device cookie and skips the SMS step next time', async () => {
    const { answer, jar } = await loginWithSms(server, { username: 'leader', device: 'trusted' });
    const cookie = answer.headers['set-cookie']?.find((c) => c.startsWith('device_authorization_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).not.toMatch(/Secure/i);
    const leader = await demoUser(server, 'demo', 'leader');
    const before = await latestSmsCode(server, leader.mobile_phone);
    const second = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', { headers: { authorization: basic('leader', DEMO_PASSWORD) } });
    expect(second.status).toBe(200);
    expect(second.json()).toMatchObject({ message: 'ok', reload: true, token: expect.any(String) });
    expect(await latestSmsCode(server, leader.mobile_phone)).toBe(before);
  });

  it('an untrusted device never gets the device cookie', async () => {
    const { answer, jar } = await loginWithSms(server, { username: 'admin', device: 'untrusted' });
    expect(answer.headers['set-cookie']?.some((c) => c.startsWith('device_authorization_token=')) ?? false).toBe(false);
    expect(jar.has('device_authorization_token')).toBe(false);
    const next = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=untrusted', { headers: { authorization: basic('admin', DEMO_PASSWORD) } });
    expect(next.json()).toMatchObject({ reload: false });
    expect(next.json()).not.toHaveProperty('token');
  });
});
