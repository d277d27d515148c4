import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, bearer, browse, closeTestServer, CookieJar, DEMO_PASSWORD, demoUser, loginWithSms } from '../../auth/test/auth-test-kit';
import { issueSessionToken } from '../../session/session-token';
import { startHttpStandIn, startSmtpStandIn, type StandIn } from '../../test/stand-in-service';
import { startTestServer, type TestServer } from '../../test/test-server';

// Issue 18.5: an SMS gateway, mail server or national-ID provider that fails or refuses connections
// gives the user a clear message to try again (en here; the shell shows the no text by its key),
// is logged as one warning with the service's answer, and the next attempt works.

interface LogLine {
  level: number;
  msg: string;
  service?: string;
  answer?: string;
}
const WARN = 40;

function logLines(lines: string[]): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine);
}

describe('an SMS gateway that fails', () => {
  let server: TestServer;
  let gateway: StandIn;
  let failing = true;
  const lines: string[] = [];
  beforeAll(async () => {
    gateway = await startHttpStandIn(() =>
      failing ? { status: 500, body: { error: 'gateway down for maintenance' } } : { status: 200, body: { id: 'msg-1' } },
    );
    server = await startTestServer({
      env: { SMS_GATEWAY_URL: `http://127.0.0.1:${gateway.port}/sms`, LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await closeTestServer(server);
    await gateway.stop();
  });

  const passwordStep = async () => {
    const jar = new CookieJar();
    const answer = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=untrusted', {
      headers: { authorization: basic('staff', DEMO_PASSWORD) },
    });
    expect(answer.status).toBe(200);
    return jar;
  };
  const askCode = (jar: CookieJar) => browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code');

  it('says the code could not be sent, logs one warning with the gateway\'s answer, and the next attempt works', async () => {
    const jar = await passwordStep();
    lines.length = 0;
    const refused = await askCode(jar);
    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({
      error: 'sms_not_sent',
      message: 'The SMS could not be sent. Please try again.',
      key: 'errors.smsNotSent',
    });
    const logged = logLines(lines);
    expect(logged.filter((l) => l.level >= WARN)).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: WARN, msg: 'sms service failed', service: 'sms' });
    expect(logged[0]?.answer).toMatch(/HTTP 500 .*gateway down for maintenance/);

    failing = false;
    const sent = await askCode(jar);
    expect(sent.status).toBe(200);
    const body = JSON.parse(gateway.requests.at(-1)?.body ?? '{}') as { content: string };
    const code = /\b\d{7}\b/.exec(body.content)?.[0];
    expect(code).toBeDefined();
    const check = await browse(server, jar, `/api/auth/check?context=device_authorization.sms-code&code=${code}`);
    expect(check.status).toBe(200);
    expect(check.json()).toMatchObject({ message: 'ok', reload: true });
  });

  it('answers sendSms through GraphQL the same way, and sends on the next attempt', async () => {
    const leader = await demoUser(server, 'demo', 'leader');
    const token = await issueSessionToken(server.db, server.sessionKeys, {
      customerId: leader.customer_id,
      userId: leader.id,
      role: 'team_leader',
      device: 'untrusted',
      validityMinutes: 20,
    });
    failing = true;
    const send = () =>
      server.request('/api/srvproxy/v1/graphql', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { sendSms(objects: [{content: "Hei", tlfmobil: "+4799999999"}]) { success } }' }),
      });
    lines.length = 0;
    const refused = (await send()).json<{ errors: { message: string }[] }>();
    expect(refused.errors[0]?.message).toBe('The SMS could not be sent. Please try again.');
    const logged = logLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: WARN, service: 'sms', msg: 'sms service failed' });
    // Nothing of the refused request was kept.
    const { rows } = await server.db.query(`SELECT 1 FROM sms WHERE content = 'Hei'`);
    expect(rows).toHaveLength(0);
    failing = false;
    expect((await send()).json()).toEqual({ data: { sendSms: { success: true } } });
  });

  it('says the same when the gateway refuses connections, and works once it is back', async () => {
    failing = false;
    await gateway.stop();
    const jar = await passwordStep();
    lines.length = 0;
    const refused = await askCode(jar);
    expect(refused.status).toBe(503);
    expect(refused.json()).toMatchObject({ error: 'sms_not_sent' });
    const logged = logLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.answer).toMatch(/ECONNREFUSED/);
    await gateway.start();
    expect((await askCode(jar)).status).toBe(200);
  });
});

describe('a mail server and a national-ID provider that fail', () => {
  let server: TestServer;
  let mail: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let idp: StandIn;
  let idpUp = false;
  const lines: string[] = [];
  beforeAll(async () => {
    mail = await startSmtpStandIn();
    idp = await startHttpStandIn((request, port) => {
      if (!idpUp) return { status: 500, body: { error: 'identity provider unavailable' } };
      const issuer = `http://127.0.0.1:${port}/idp`;
      return {
        status: 200,
        body: { issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'] },
      };
    });
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, NBID_DEV_IDP_ISSUER: `http://127.0.0.1:${idp.port}/idp`, LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await closeTestServer(server);
    await mail.stop();
    await idp.stop();
  });

  it('says an invitation e-mail could not be sent, logs the server\'s reply once, and sends on the next attempt', async () => {
    const participant = await demoUser(server, 'demo', 'participant');
    const { token } = await loginWithSms(server, { username: 'staff', device: 'untrusted' });
    const invite = () => server.request(`/api/auth/access/dispatch-invitation?user_id=${participant.id}`, { headers: bearer(token) });
    mail.refuse = '421 4.3.2 mail server down for maintenance';
    const invitedAt = async () =>
      (await server.db.query<{ invited_at: Date | null }>('SELECT invited_at FROM users WHERE id = $1', [participant.id])).rows[0]?.invited_at ?? null;
    const before = await invitedAt();
    lines.length = 0;
    const refused = await invite();
    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({ error: 'email_not_sent', message: 'The e-mail could not be sent. Please try again.', key: 'errors.emailNotSent' });
    const logged = logLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: WARN, service: 'email' });
    expect(logged[0]?.answer).toMatch(/421 4\.3\.2 mail server down/);
    // Not delivered: the participant is not recorded as invited, and no live link is left.
    expect(await invitedAt()).toEqual(before);
    const { rows } = await server.db.query(`SELECT 1 FROM one_time_codes WHERE purpose = 'invitation' AND user_id = $1 AND used_at IS NULL`, [participant.id]);
    expect(rows).toHaveLength(0);

    mail.refuse = null;
    const sent = await invite();
    expect(sent.status).toBe(200);
    expect(mail.messages.at(-1)).toMatch(/reset-password\?code=/);
  });

  it('keeps the reset answer the same when the mail server fails, logs one warning and takes the link back', async () => {
    const user = await demoUser(server, 'demo', 'leader');
    expect(user.email).toBeTruthy();
    mail.refuse = '421 4.3.2 mail server down for maintenance';
    lines.length = 0;
    const answer = await server.request('/api/auth/send-reset-password-email', { headers: { authorization: basic('leader') } });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: 'If the account exists, an e-mail with a reset link is on its way.' });
    // The e-mail goes out after the answer: wait for its outcome, then look.
    const deadline = Date.now() + 10_000;
    while (lines.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const logged = logLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: WARN, service: 'email', msg: 'email service failed' });
    let live = 1;
    while (live > 0 && Date.now() < deadline) {
      const { rows } = await server.db.query(`SELECT 1 FROM one_time_codes WHERE purpose = 'reset_link' AND user_id = $1 AND used_at IS NULL`, [user.id]);
      live = rows.length;
      if (live > 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(live).toBe(0);
    mail.refuse = null;
  });

  it('says the national-ID login could not be reached, logs the provider\'s answer once, and works on the next attempt', async () => {
    await server.db.query(`UPDATE customers SET login_methods = ARRAY['password_sms', 'nbid'], nbid_provider = 'IDPORTEN' WHERE subdomain = 'care'`);
    server.app.invalidateTenant('care');
    const signin = () =>
      server.request('/api/auth/signin?context=device_authorization&device=untrusted', {
        host: 'care.localhost',
        headers: { authorization: basic('staff', DEMO_PASSWORD) },
      });
    lines.length = 0;
    const refused = await signin();
    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({
      error: 'nbid_unavailable',
      message: 'The national ID login could not be reached. Please try again.',
      key: 'errors.nbidUnavailable',
    });
    const logged = logLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: WARN, service: 'nbid' });
    expect(logged[0]?.answer).toMatch(/127\.0\.0\.1/);

    idpUp = true;
    const next = await signin();
    expect(next.status).toBe(200);
    expect(next.json<{ nbid_redirect_url: string }>().nbid_redirect_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${idp.port}/idp/auth\\?`));
  });
});
