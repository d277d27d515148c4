import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest, type HttpAnswer } from '../test/http-request';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, bearer, browse, closeTestServer, CookieJar, DEMO_PASSWORD, demoUser } from './test/auth-test-kit';

// The national-ID login through the built-in dev identity provider, driven with plain HTTP: the
// redirects are followed by hand, carrying each host's cookies like a browser.

/** Follows redirects on the dev identity provider (127.0.0.1) until it sends the browser back. */
async function followIdp(server: TestServer, start: string, idpJar: CookieJar, choosePid: string): Promise<URL> {
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop += 1) {
    const isLoginForm = /\/interaction\/[^/]+$/.test(url.pathname);
    let answer: HttpAnswer = await httpRequest(server.port, url.pathname + url.search, { host: url.host, headers: idpJar.header() });
    idpJar.take(answer);
    if (isLoginForm && answer.status === 200) {
      expect(answer.text).toContain(choosePid);
      answer = await httpRequest(server.port, `${url.pathname}/login`, {
        host: url.host,
        method: 'POST',
        headers: { ...idpJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pid: choosePid }).toString(),
      });
      idpJar.take(answer);
    }
    const location = answer.headers.location;
    if (!location) throw new Error(`no redirect at ${url.pathname}: ${answer.status} ${answer.text.slice(0, 300)}`);
    url = new URL(location, url);
    if (url.hostname !== '127.0.0.1') return url;
  }
  throw new Error('too many redirects');
}

describe('national-ID login through the dev identity provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.db.query(`UPDATE customers SET login_methods = ARRAY['password_sms', 'nbid'], nbid_provider = 'IDPORTEN' WHERE subdomain = 'demo'`);
    server.app.invalidateTenant('demo');
  });
  afterAll(() => closeTestServer(server));

  it('answers nbid_provider, state and the redirect after the password, and completes with a token', async () => {
    const staff = await demoUser(server, 'demo', 'staff');
    const jar = new CookieJar();
    const signin = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', {
      headers: { authorization: basic('staff', DEMO_PASSWORD) },
    });
    expect(signin.status).toBe(200);
    const body = signin.json<{ nbid_provider: string; nbid_nonprod: boolean; state: string; nbid_redirect_url: string; reload: boolean }>();
    expect(body).toMatchObject({ message: 'ok', reload: false, nbid_provider: 'IDPORTEN', nbid_nonprod: true });
    const redirect = new URL(body.nbid_redirect_url);
    expect(redirect.searchParams.get('state')).toBe(body.state);
    expect(redirect.searchParams.get('code_challenge_method')).toBe('S256');
    expect(redirect.searchParams.get('nonce')).toBeTruthy();
    expect(redirect.searchParams.get('response_type')).toBe('code');
    expect(redirect.searchParams.get('acr_values')).toBeTruthy();
    expect(redirect.searchParams.get('prompt')).toBe('login');
    expect(redirect.searchParams.get('onbehalfof')).toBeTruthy();
    expect(redirect.searchParams.get('redirect_uri')).toBe(`http://demo.localhost:${server.port}/auth/callback`);

    const back = await followIdp(server, body.nbid_redirect_url, new CookieJar(), staff.national_id ?? '');
    expect(back.pathname).toBe('/auth/callback');
    expect(back.searchParams.get('state')).toBe(body.state);
    const done = await browse(server, jar, `/api/auth/signin?context=device_authorization.nbid&${back.searchParams.toString()}&nbid_env=nonprod`);
    expect(done.status).toBe(200);
    expect(done.json()).toMatchObject({ message: 'ok', reload: true, user_id: staff.id, device: 'trusted', token: expect.any(String) });
    expect(jar.has('device_authorization_token')).toBe(true);
    const token = String(done.json().token);
    expect((await server.request('/api/bootstrap', { headers: bearer(token) })).status).toBe(200);
  });

  it('refuses another person than the one whose password started the login', async () => {
    const leader = await demoUser(server, 'demo', 'leader');
    const jar = new CookieJar();
    const signin = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=untrusted', {
      headers: { authorization: basic('admin', DEMO_PASSWORD) },
    });
    const back = await followIdp(server, String(signin.json().nbid_redirect_url), new CookieJar(), leader.national_id ?? '');
    const done = await browse(server, jar, `/api/auth/signin?context=device_authorization.nbid&${back.searchParams.toString()}`);
    expect(done.status).toBe(401);
    expect(done.json()).toMatchObject({ error: 'login_failed', message: 'Login failed. Please try again.' });
  });

  it('passes on the provider error, and refuses a forged state or a missing pending login', async () => {
    const jar = new CookieJar();
    await browse(server, jar, '/api/auth/signin?context=device_authorization&device=untrusted', { headers: { authorization: basic('leader', DEMO_PASSWORD) } });
    const error = await browse(server, jar, '/api/auth/signin?context=device_authorization.nbid&error=access_denied&error_description=cancelled');
    expect(error.status).toBe(401);
    expect(error.json()).toMatchObject({ nbid_error: 'access_denied', nbid_error_description: 'cancelled' });
    const forged = await browse(server, jar, '/api/auth/signin?context=device_authorization.nbid&code=abc&state=forged');
    expect(forged.status).toBe(401);
    const nobody = await server.request('/api/auth/signin?context=device_authorization.nbid&code=abc&state=x');
    expect(nobody.status).toBe(401);
  });

  it('a trusted device skips the national-ID step next time', async () => {
    const staff = await demoUser(server, 'demo', 'staff');
    const jar = new CookieJar();
    const first = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', { headers: { authorization: basic('staff', DEMO_PASSWORD) } });
    const back = await followIdp(server, String(first.json().nbid_redirect_url), new CookieJar(), staff.national_id ?? '');
    expect((await browse(server, jar, `/api/auth/signin?context=device_authorization.nbid&${back.searchParams.toString()}`)).status).toBe(200);
    const second = await browse(server, jar, '/api/auth/signin?context=device_authorization&device=trusted', { headers: { authorization: basic('staff', DEMO_PASSWORD) } });
    expect(second.json()).toMatchObject({ reload: true, token: expect.any(String) });
  });
});
