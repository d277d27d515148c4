import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_WIDE_POLICY } from './throttle-policy';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, browse, closeTestServer, CookieJar, DEMO_PASSWORD, loginWithSms } from './test/auth-test-kit';

// Issue 17.9: failures count per account at an address first; the account as a whole locks only at
// NIST's ceiling (100 in a row); a browser that signed in before is not held by others' failures.
// Behind one trusted proxy, X-Forwarded-For names each sender's address.
describe('lockout cannot be used as a weapon', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => closeTestServer(server));

  const signin = (username: string, password: string, from: string, jar = new CookieJar()) =>
    browse(server, jar, '/api/auth/signin?context=device_authorization&device=untrusted', {
      headers: { authorization: basic(username, password), 'x-forwarded-for': from },
    });

  it('holds the address that guesses, not the account everywhere', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signin('admin', `Wrong-${i}`, '203.0.113.1')).status).toBe(401);
    expect((await signin('admin', DEMO_PASSWORD, '203.0.113.1')).status).toBe(401);
    const elsewhere = await signin('admin', DEMO_PASSWORD, '198.51.100.2');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json()).toMatchObject({ message: 'ok' });
    server.app.clock.advance(31_000);
    expect((await signin('admin', DEMO_PASSWORD, '203.0.113.1')).status).toBe(200);
  });

  it('locks the account as a whole only at the ceiling, and never a browser that signed in before', async () => {
    // The owner signs in once on a trusted device; the browser keeps its cookie.
    const { jar: owner } = await loginWithSms(server, { username: 'leader', device: 'trusted' });
    expect(owner.has('device_authorization_token')).toBe(true);

    // One failure from each of 99 addresses: the account still opens from a new address.
    const spray = async (from: number, to: number) => {
      for (let start = from; start < to; start += 10) {
        const batch = Array.from({ length: Math.min(10, to - start) }, (_, k) => signin('leader', 'Wrong-1', `10.20.${start + k}.1`));
        for (const answer of await Promise.all(batch)) expect(answer.status).toBe(401);
      }
    };
    const ceiling = ACCOUNT_WIDE_POLICY.failuresBeforeWait;
    expect(ceiling).toBeLessThanOrEqual(100);
    await spray(0, ceiling - 1);
    const beforeCeiling = await signin('leader', DEMO_PASSWORD, '192.0.2.50');
    expect(beforeCeiling.status).toBe(200);
    // The success ended the run; a full run of failures reaches the ceiling and locks the account.
    await spray(0, ceiling);
    const locked = await signin('leader', DEMO_PASSWORD, '192.0.2.51');
    expect(locked.status).toBe(401);
    expect(locked.json()).toMatchObject({ error: 'wrong_login' });

    // The owner's browser is not held: the trusted device completes the login at once.
    const trusted = await browse(server, owner, '/api/auth/signin?context=device_authorization&device=trusted', {
      headers: { authorization: basic('leader', DEMO_PASSWORD), 'x-forwarded-for': '192.0.2.52' },
    });
    expect(trusted.status).toBe(200);
    expect(trusted.json()).toMatchObject({ message: 'ok', reload: true });

    // The trusted device's success ends the run for everyone (as any success does).
    expect((await signin('leader', DEMO_PASSWORD, '192.0.2.53')).status).toBe(200);
  });

  it('releases the account-wide lock after its wait', async () => {
    const ceiling = ACCOUNT_WIDE_POLICY.failuresBeforeWait;
    for (let start = 0; start < ceiling; start += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, k) => signin('participant', 'Wrong-1', `10.30.${start + k}.1`)));
    }
    expect((await signin('participant', DEMO_PASSWORD, '192.0.2.60')).status).toBe(401);
    server.app.clock.advance(ACCOUNT_WIDE_POLICY.firstWaitMs + 1000);
    expect((await signin('participant', DEMO_PASSWORD, '192.0.2.60')).status).toBe(200);
  });
});
