import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  basic,
  browse,
  closeTestServer,
  CookieJar,
  DEMO_PASSWORD,
  demoUser,
  latestSmsCode,
} from './test/auth-test-kit';

const WRONG_LOGIN = 'Incorrect login information. Please try again!';

describe('brute-force limits and code rules over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => closeTestServer(server));

  const signin = (username: string, password: string, jar = new CookieJar()) =>
    browse(server, jar, '/api/auth/signin?context=device_authorization&device=untrusted', {
      headers: { authorization: basic(username, password) },
    });

  /** A pending login with a code sent; answers the jar and the code. */
  async function pendingWithCode(username: string) {
    const jar = new CookieJar();
    expect((await signin(username, DEMO_PASSWORD, jar)).status).toBe(200);
    expect((await browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code')).status).toBe(
      200,
    );
    const user = await demoUser(server, 'demo', username);
    return { jar, code: await latestSmsCode(server, user.mobile_phone) };
  }

  const check = (jar: CookieJar, code: string) =>
    browse(server, jar, `/api/auth/check?context=device_authorization.sms-code&code=${code}`);

  it('answers a wrong password and an unknown user alike, and audits both', async () => {
    // Only this test's rows: the demo data holds weeks of sign-ins with failures (login reports).
    const { rows: before } = await server.db.query<{ last: string | null }>(
      'SELECT max(id)::text AS last FROM login_audit',
    );
    const wrong = await signin('leader', 'Wrong-1234');
    const unknown = await signin('nobody-here', 'Wrong-1234');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'wrong_login', message: WRONG_LOGIN });
    }
    const { rows } = await server.db.query<{ reason: string; username: string }>(
      `SELECT reason, username FROM login_audit
        WHERE username IN ('leader', 'nobody-here') AND outcome = 'failure' AND id > $1 ORDER BY id`,
      [before[0]?.last ?? '0'],
    );
    expect(rows).toEqual([
      expect.objectContaining({ username: 'leader', reason: 'wrong_password' }),
      expect.objectContaining({ username: 'nobody-here', reason: 'unknown_user' }),
    ]);
  });

  it('locks the account after repeated wrong passwords with the generic message, and releases it after the wait', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signin('participant', `Wrong-${i}`)).status).toBe(401);
    const locked = await signin('participant', DEMO_PASSWORD);
    expect(locked.status).toBe(401);
    expect(locked.json()).toMatchObject({ message: WRONG_LOGIN });
    const { rows } = await server.db.query<{ reason: string }>(
      `SELECT reason FROM login_audit WHERE username = 'participant' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.reason).toBe('locked');
    // A locked unknown account answers the same.
    for (let i = 0; i < 3; i += 1) await signin('ghost', `Wrong-${i}`);
    expect((await signin('ghost', 'Whatever-1')).json()).toMatchObject({ message: WRONG_LOGIN });

    server.app.clock.advance(31_000);
    const released = await signin('participant', DEMO_PASSWORD);
    expect(released.status).toBe(200);
    expect(released.json()).toMatchObject({ message: 'ok', reload: false });
  });

  it('makes the wait grow with further failures', async () => {
    for (let i = 0; i < 3; i += 1) await signin('admin', `Wrong-${i}`);
    server.app.clock.advance(31_000);
    // Attempts while locked are refused without counting; the fourth failure waits 60 s.
    expect((await signin('admin', 'Wrong-3')).status).toBe(401);
    server.app.clock.advance(31_000);
    expect((await signin('admin', DEMO_PASSWORD)).status).toBe(401);
    server.app.clock.advance(30_000);
    expect((await signin('admin', DEMO_PASSWORD)).status).toBe(200);
  });

  it('checks the code format before anything else', async () => {
    const { jar } = await pendingWithCode('staff');
    const empty = await check(jar, '');
    expect(empty.status).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'code_required', message: 'required' });
    for (const bad of ['123', '12345678', 'abcdefg', '12%2034567']) {
      const answer = await check(jar, bad);
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'code_format', message: 'Invalid code format' });
    }
  });

  it('kills a code after five wrong tries', async () => {
    server.app.clock.advance(16 * 60_000);
    const { jar, code } = await pendingWithCode('leader');
    const wrong = code === '0000000' ? '1111111' : '0000000';
    for (let i = 4; i >= 0; i -= 1) {
      const answer = await check(jar, wrong);
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'code_wrong', message: 'Code is wrong', tries_left: i });
    }
    const right = await check(jar, code);
    expect(right.status).toBe(401);
    expect(right.json()).toMatchObject({ message: 'Code is wrong', tries_left: 0 });
  });

  it('refuses an expired code', async () => {
    server.app.clock.advance(16 * 60_000);
    const { jar, code } = await pendingWithCode('participant');
    server.app.clock.advance(server.config.SMS_CODE_TTL_SECONDS * 1000 + 1000);
    const answer = await check(jar, code);
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ error: 'code_expired', message: 'The sms code has expired' });
  });

  it('spends a code once, binds it to its login attempt, and needs a pending login', async () => {
    server.app.clock.advance(16 * 60_000);
    const { jar, code } = await pendingWithCode('admin');
    const other = new CookieJar();
    expect((await signin('admin', DEMO_PASSWORD, other)).status).toBe(200);
    expect((await check(other, code)).json()).toMatchObject({ message: 'Code is wrong' });
    expect((await check(jar, code)).status).toBe(200);
    expect(jar.has('pending_login')).toBe(false);
    const noPending = await check(new CookieJar(), code);
    expect(noPending.status).toBe(401);
    expect(noPending.json()).toMatchObject({
      error: 'login_failed',
      message: 'Login failed. Please try again.',
    });
    const smsWithoutPassword = await server.request(
      '/api/auth/signin?context=device_authorization.sms-code',
      { headers: { authorization: basic('admin') } },
    );
    expect(smsWithoutPassword.status).toBe(401);
    const forged = await server.request('/api/auth/signin?context=device_authorization.sms-code', {
      headers: { cookie: 'pending_login=eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.status).toBe(401);
  });

  it('limits SMS sends per user', async () => {
    server.app.clock.advance(16 * 60_000);
    const jar = new CookieJar();
    expect((await signin('staff', DEMO_PASSWORD, jar)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code')).status,
      );
      server.app.clock.advance(31_000);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses).toContain(429);
  });

  it('lets parallel guesses share no try: at most five checks of a code are ever compared', async () => {
    server.app.clock.advance(16 * 60_000);
    const { jar, code } = await pendingWithCode('participant');
    const wrong = code === '0000000' ? '1111111' : '0000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => check(jar, wrong)));
    const triesLeft = answers.map((a) => a.json<{ tries_left: number }>().tries_left).sort();
    expect(triesLeft.filter((n) => n > 0)).toEqual([1, 2, 3, 4]);
    expect((await check(jar, code)).json()).toMatchObject({ message: 'Code is wrong', tries_left: 0 });
  });
});
