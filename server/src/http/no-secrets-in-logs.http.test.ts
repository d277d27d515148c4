import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basic,
  bearer,
  browse,
  closeTestServer,
  CookieJar,
  DEMO_PASSWORD,
  demoUser,
  latestSmsCode,
} from '../auth/test/auth-test-kit';
import { startTestServer, type TestServer } from '../test/test-server';

// The house rule "no secret in a log", proven on what the server really writes at debug level while
// secrets pass through every way they can arrive: Basic header, query string, cookie, Bearer token.
describe('log lines hold no secrets', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => closeTestServer(server));

  it('a password login with its SMS code, a GraphQL call, a token login and wrong passwords leave no secret behind', async () => {
    const jar = new CookieJar();
    const staff = await demoUser(server, 'demo', 'staff');
    const signin = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', {
      headers: { authorization: basic('staff', DEMO_PASSWORD) },
    });
    expect(signin.status).toBe(200);
    await browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code', {
      headers: { authorization: basic('staff') },
    });
    const code = await latestSmsCode(server, staff.mobile_phone);
    const check = await browse(
      server,
      jar,
      `/api/auth/check?context=device_authorization.sms-code&code=${code}`,
    );
    expect(check.status).toBe(200);
    const token = String(check.json().token);
    const cookieValues = (check.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!.split('=')[1]!)
      .filter((value) => value.length > 0);
    expect(cookieValues.length).toBeGreaterThan(0);

    const graphql = await server.request('/api/srvproxy/v1/graphql', {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ recipients(limit: 1) { id } }' }),
    });
    expect(graphql.status).toBe(200);
    const ott = 'ott-secret-9f8e7d6c5b4a';
    await server.request(`/api/auth/signin?context=connector.ott&token=${ott}`);
    const wrongPassword = 'Wrong-Secret-4711';
    const wrong = await server.request('/api/auth/signin?context=device_authorization&device=trusted', {
      headers: { authorization: basic('staff', wrongPassword) },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    await server.request('/api/bootstrap', {
      headers: { cookie: `device_authorization_token=${cookieValues[0]}` },
    });

    const log = lines.join('');
    // The requests were logged (paths, status), so the absence below means something.
    expect(log).toContain('/api/auth/check');
    expect(log).toContain('/api/srvproxy/v1/graphql');
    // As a whole token: a 7-digit code can occur by chance among a response time's decimals.
    const asToken = (secret: string) =>
      new RegExp(`(?<![\\w.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`);
    for (const secret of [DEMO_PASSWORD, wrongPassword, code, token, ott, ...cookieValues])
      expect(log, `a log line holds ${secret.slice(0, 4)}…`).not.toMatch(asToken(secret));
    expect(log).not.toContain(Buffer.from(`staff:${DEMO_PASSWORD}`).toString('base64'));
  });
});
