import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, bearer, closeTestServer, demoUser, latestSmsCode, loginWithSms, readOutbox } from './test/auth-test-kit';

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

describe('password reset by e-mail link and SMS code over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => closeTestServer(server));

  async function resetLinkCode(host: string, username: string): Promise<string> {
    const sent = await server.request('/api/auth/send-reset-password-email', { host, headers: { authorization: basic(username) } });
    expect(sent.status).toBe(200);
    const user = await demoUser(server, host.split('.')[0] ?? 'demo', username);
    const mail = (await readOutbox<OutboxEmail>(server, 'email')).filter((m) => m.to === user.email).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error('no reset link in the outbox');
    expect(new URL(link).pathname).toBe('/reset-password');
    return new URL(link).searchParams.get('code') ?? '';
  }

  it('answers the same whether or not the account exists, and takes an e-mail address too', async () => {
    const known = await server.request('/api/auth/send-reset-password-email', { headers: { authorization: basic('participant') } });
    const unknown = await server.request('/api/auth/send-reset-password-email', { headers: { authorization: basic('no-such-user') } });
    const byEmail = await server.request('/api/auth/send-reset-password-email', { headers: { authorization: basic('leader@demo.example.org') } });
    expect(known.status).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(byEmail.json()).toEqual(known.json());
    const mails = await readOutbox<OutboxEmail>(server, 'email');
    expect(mails.some((m) => m.to === 'leader@demo.example.org')).toBe(true);
  });

  it('changes the password through link and SMS code, and ends the old sessions', async () => {
    const { token: oldToken } = await loginWithSms(server, { username: 'staff', device: 'trusted' });
    expect((await server.request('/api/bootstrap', { headers: bearer(oldToken) })).status).toBe(200);
    const code = await resetLinkCode('demo.localhost', 'staff');
    const staff = await demoUser(server, 'demo', 'staff');

    const verification = await server.request(`/api/auth/sms-reset-code-verification?code=${code}`);
    expect(verification.status).toBe(200);
    expect(verification.json<{ sms_valid_till: number }>().sms_valid_till).toBeGreaterThan(Date.now());
    const otp = await latestSmsCode(server, staff.mobile_phone, 6);

    const wrongRule = await server.request(`/api/auth/set-new-password?code=${code}`, { headers: { authorization: basic(otp, 'ab') } });
    expect(wrongRule.status).toBe(400);
    expect(wrongRule.json()).toMatchObject({ error: 'password_invalid', message: 'The password must be 4 to 16 characters long' });
    const restricted = await server.request(`/api/auth/set-new-password?code=${code}`, { headers: { authorization: basic(otp, 'abc<def') } });
    expect(restricted.json()).toMatchObject({ message: '< are restricted' });
    const differ = await server.request(`/api/auth/set-new-password?code=${code}`, {
      headers: { authorization: basic(otp, 'Nytt-passord1'), 'confirm-password': 'Nytt-passord2' },
    });
    expect(differ.status).toBe(400);
    expect(differ.json()).toMatchObject({ error: 'passwords_differ', message: 'Passwords do not match' });
    const badOtp = await server.request(`/api/auth/set-new-password?code=${code}`, { headers: { authorization: basic('12ab56', 'Nytt-passord1') } });
    expect(badOtp.json()).toMatchObject({ message: 'Invalid code format' });
    const wrongOtp = await server.request(`/api/auth/set-new-password?code=${code}`, {
      headers: { authorization: basic(otp === '000000' ? '111111' : '000000', 'Nytt-passord1') },
    });
    expect(wrongOtp.json()).toMatchObject({ error: 'code_wrong', message: 'Code is wrong' });

    const done = await server.request(`/api/auth/set-new-password?code=${code}`, {
      headers: { authorization: basic(otp, 'Nytt-passord1'), 'confirm-password': 'Nytt-passord1' },
    });
    expect(done.status).toBe(200);
    expect(done.json()).toEqual({ message: 'Password reset successful' });

    expect((await server.request('/api/bootstrap', { headers: bearer(oldToken) })).status).toBe(401);
    const again = await server.request(`/api/auth/set-new-password?code=${code}`, { headers: { authorization: basic(otp, 'Nytt-passord2') } });
    expect(again.status).toBe(400);
    expect(again.json()).toMatchObject({ error: 'reset_link_invalid' });
    const oldPassword = await server.request('/api/auth/signin?context=device_authorization&device=untrusted', { headers: { authorization: basic('staff', 'Demo-1234') } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server.request('/api/auth/signin?context=device_authorization&device=untrusted', { headers: { authorization: basic('staff', 'Nytt-passord1') } });
    expect(newPassword.status).toBe(200);
  });

  it('refuses an expired reset SMS code', async () => {
    const code = await resetLinkCode('demo.localhost', 'admin');
    expect((await server.request(`/api/auth/sms-reset-code-verification?code=${code}`)).status).toBe(200);
    const admin = await demoUser(server, 'demo', 'admin');
    const otp = await latestSmsCode(server, admin.mobile_phone, 6);
    server.app.clock.advance(server.config.SMS_CODE_TTL_SECONDS * 1000 + 1000);
    const late = await server.request(`/api/auth/set-new-password?code=${code}`, { headers: { authorization: basic(otp, 'Nytt-passord1') } });
    expect(late.status).toBe(401);
    expect(late.json()).toMatchObject({ error: 'code_expired', message: 'The sms code has expired' });
  });

  it('asks for the personal number where the tenant requires it', async () => {
    await server.db.query(`UPDATE customers SET required_pnr = true WHERE subdomain = 'care'`);
    server.app.invalidateTenant('care');
    const host = 'care.localhost';
    const code = await resetLinkCode(host, 'leader');
    const leader = await demoUser(server, 'care', 'leader');
    const missing = await server.request(`/api/auth/sms-reset-code-verification?code=${code}`, { host });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'pnr_invalid', message: 'Invalid personal number' });
    const invalid = await server.request(`/api/auth/sms-reset-code-verification?code=${code}`, { host, headers: { 'national-id': '12345678901' } });
    expect(invalid.json()).toMatchObject({ message: 'Invalid personal number' });
    const ok = await server.request(`/api/auth/sms-reset-code-verification?code=${code}`, { host, headers: { 'national-id': leader.national_id ?? '' } });
    expect(ok.status).toBe(200);
    const otp = await latestSmsCode(server, leader.mobile_phone, 6);
    const noPnr = await server.request(`/api/auth/set-new-password?code=${code}`, { host, headers: { authorization: basic(otp, 'Nytt-passord1') } });
    expect(noPnr.json()).toMatchObject({ message: 'Invalid personal number' });
    // Three wrong personal numbers count as failures of the account: it waits 30 s.
    server.app.clock.advance(31_000);
    const done = await server.request(`/api/auth/set-new-password?code=${code}`, {
      host,
      headers: { authorization: basic(otp, 'Nytt-passord1'), 'national-id': leader.national_id ?? '' },
    });
    expect(done.status).toBe(200);
  });

  it('refuses a made-up or missing link code', async () => {
    const madeUp = await server.request('/api/auth/sms-reset-code-verification?code=not-a-real-code');
    expect(madeUp.status).toBe(400);
    expect(madeUp.json()).toMatchObject({ error: 'reset_link_invalid' });
    const missing = await server.request('/api/auth/set-new-password', { headers: { authorization: basic('123456', 'Nytt-passord1') } });
    expect(missing.status).toBe(400);
  });
});
