import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { basic, closeTestServer, DEMO_PASSWORD } from './test/auth-test-kit';

// Issue 3 "Bad input": a 4xx with JSON { error, message }, nothing changed, never a 5xx or a stack.
describe('bad input to the auth calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => closeTestServer(server));

  const long = 'x'.repeat(2000);
  const cases: [string, string, Record<string, string>?][] = [
    ['no context', '/api/auth/signin'],
    ['unknown signin context', '/api/auth/signin?context=nope'],
    ['unknown check context', '/api/auth/check?context=nope'],
    ['context twice', '/api/auth/signin?context=portal&context=connector.ott'],
    ['missing device', '/api/auth/signin?context=device_authorization', { authorization: basic('admin', DEMO_PASSWORD) }],
    ['unknown device', '/api/auth/signin?context=device_authorization&device=maybe', { authorization: basic('admin', DEMO_PASSWORD) }],
    ['missing Basic header', '/api/auth/signin?context=device_authorization&device=trusted'],
    ['Basic header not base64', '/api/auth/signin?context=device_authorization&device=trusted', { authorization: 'Basic %%%' }],
    ['Bearer instead of Basic', '/api/auth/signin?context=device_authorization&device=trusted', { authorization: 'Bearer abc.def.ghi' }],
    ['Basic without password', '/api/auth/signin?context=device_authorization&device=trusted', { authorization: basic('admin') }],
    ['Basic with empty user', '/api/auth/signin?context=device_authorization&device=trusted', { authorization: basic('', 'x') }],
    ['Basic over-long', '/api/auth/signin?context=device_authorization&device=trusted', { authorization: basic(long, 'x') }],
    ['Basic with control characters', '/api/auth/signin?context=device_authorization&device=trusted', { authorization: basic('ad\u0000min', 'x') }],
    ['related tenants without Basic', '/api/auth/check?context=portal.related_tenants'],
    ['over-long code', `/api/auth/check?context=device_authorization.sms-code&code=${long}`],
    ['region not a number', '/api/auth/signin?context=device_authorization.sms-code&region=abc'],
    ['over-long state', `/api/auth/signin?context=device_authorization.nbid&state=${long}`],
    ['unknown nbid_env', '/api/auth/signin?context=device_authorization.nbid&nbid_env=staging'],
    ['user_id not a number', '/api/auth/protected/check?context=user_access_control&user_id=abc'],
    ['user_id missing', '/api/auth/protected/check?context=user_access_control'],
    ['access context unknown', '/api/auth/protected/check?context=other&user_id=1'],
    ['invitation without user_id', '/api/auth/access/dispatch-invitation'],
    ['refresh without context', '/api/auth/protected/refresh'],
    ['signout unsets something else', '/api/auth/signout?unset=everything'],
    ['reset e-mail without Basic', '/api/auth/send-reset-password-email'],
    ['reset code over-long', `/api/auth/sms-reset-code-verification?code=${long}`],
    ['set-new-password without Basic', '/api/auth/set-new-password?code=abc'],
    ['portal with a bad customer-id', '/api/auth/signin?context=portal', { authorization: basic('staff', DEMO_PASSWORD), 'customer-id': 'abc' }],
    ['malformed Bearer', '/api/auth/protected/check?context=user_access_control&user_id=1', { authorization: 'Bearer' }],
    ['a forged token', '/api/auth/protected/refresh?context=session', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxfQ.' }],
  ];

  it.each(cases)('%s: a 4xx with { error, message }', async (_name, path, headers) => {
    const answer = await server.request(path, { headers });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const body = answer.json<{ error: unknown; message: unknown }>();
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(answer.text).not.toMatch(/\.ts:\d+|node_modules|at async/);
  });

  it('answers an unknown subdomain with 404 "Subdomain is not valid!"', async () => {
    const answer = await server.request('/api/auth/signin?context=device_authorization&device=trusted', {
      host: 'nope.localhost',
      headers: { authorization: basic('admin', DEMO_PASSWORD) },
    });
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'Subdomain is not valid!' });
  });

  it('changes nothing on bad input: no session, no code, no audit row with a secret', async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    await server.request('/api/auth/signin?context=device_authorization&device=maybe', { headers: { authorization: basic('admin', DEMO_PASSWORD) } });
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_audit WHERE reason LIKE '%Demo-1234%' OR username LIKE '%Demo-1234%'`);
    expect(rows[0]?.n).toBe(0);
  });
});
