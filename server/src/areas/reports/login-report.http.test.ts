// Issue 32 item 4 over HTTP, on PGlite and PostgreSQL: the login report counts sign-ins per day by
// method, failures and lockouts and per user from the tenant's login audit only; a refresh, a
// password reset and a pending step are not counted; the CSV has a header, a row per day and
// method, and no cell a spreadsheet runs; a bad period is refused; only the leading roles with
// login reports read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginReport } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('login report over HTTP', () => {
  let server: TestServer;
  let leader: string;
  const call = (path: string, token: string | null, host?: string) =>
    sendJson(server, 'GET', path, token, undefined, host);

  beforeAll(async () => {
    server = await startTestServer();
    leader = await signInAs(server, 'demo', 'leader');
    // A day of its own, far from the demo's history: what the report must and must not count.
    await server.db.query(
      `INSERT INTO login_audit (customer_id, user_id, username, method, outcome, reason, created_at)
       SELECT c.id, u.id, u.username, m.method, m.outcome, m.reason, m.at::timestamptz
         FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'staff'
         CROSS JOIN (VALUES ('sms_code', 'success', NULL, '2020-03-10 09:00+01'),
                            ('sms_code', 'success', NULL, '2020-03-10 23:30+01'),
                            ('nbid', 'success', NULL, '2020-03-10 10:00+01'),
                            ('connector_ott', 'success', NULL, '2020-03-11 10:00+01'),
                            ('password', 'failure', 'wrong_password', '2020-03-10 08:00+01'),
                            ('password', 'failure', 'locked', '2020-03-10 08:01+01'),
                            ('password', 'pending', 'sms_sent', '2020-03-10 08:59+01'),
                            ('refresh', 'success', NULL, '2020-03-10 11:00+01'),
                            ('reset_password', 'success', 'password_changed', '2020-03-10 12:00+01'),
                            ('sms_code', 'success', NULL, '2020-03-09 23:59+01')) AS m(method, outcome, reason, at)
        WHERE c.subdomain IN ('demo', 'care')`,
    );
    await server.db.query(
      `INSERT INTO login_audit (customer_id, user_id, username, method, outcome, reason, created_at)
       SELECT c.id, NULL, '=HYPERLINK("x")', 'password', 'failure', 'unknown_user', '2020-03-10 13:00+01'
         FROM customers c WHERE c.subdomain = 'demo'`,
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts sign-ins per day by method, failures and lockouts, and per user', async () => {
    const answer = await call('/api/reports/logins?from=2020-03-10&to=2020-03-11', leader);
    expect(answer.status).toBe(200);
    const report = answer.json<LoginReport>();
    expect(report.days).toEqual([
      { day: '2020-03-10', method: 'national_id', successes: 1, failures: 0, lockouts: 0 },
      { day: '2020-03-10', method: 'password_sms', successes: 2, failures: 2, lockouts: 1 },
      { day: '2020-03-11', method: 'token', successes: 1, failures: 0, lockouts: 0 },
    ]);
    expect(report.totals).toEqual({ successes: 4, failures: 2, lockouts: 1 });
    const staff = report.users.find((u) => u.role === 'staff');
    expect(staff).toMatchObject({ successes: 4, failures: 1, lockouts: 1 });
    expect(report.users.find((u) => u.userId === null)?.name).toBe('=HYPERLINK("x")');
  });

  it('exports the days as CSV, with no cell a spreadsheet runs', async () => {
    const answer = await call('/api/reports/logins.csv?from=2020-03-10&to=2020-03-11', leader);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.text.split('\r\n')).toEqual([
      'day,method,successes,failures,lockouts',
      '2020-03-10,national_id,1,0,0',
      '2020-03-10,password_sms,2,2,1',
      '2020-03-11,token,1,0,0',
      '',
    ]);
  });

  it('shows the demo month with realistic rows', async () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const report = (await call(`/api/reports/logins?from=${from}&to=${to}`, leader)).json<LoginReport>();
    expect(report.totals.successes).toBeGreaterThan(40);
    expect(report.totals.lockouts).toBeGreaterThan(0);
    expect(new Set(report.days.map((d) => d.method))).toEqual(
      new Set(['password_sms', 'national_id', 'token']),
    );
  });

  it('refuses a bad period and anyone but the leading roles with login reports', async () => {
    for (const query of [
      'from=2020-03-11&to=2020-03-10',
      'from=2019-01-01&to=2020-03-10',
      'from=x&to=2020-03-10',
      'to=2020-03-10',
    ]) {
      const answer = await call(`/api/reports/logins?${query}`, leader);
      expect(answer.status).toBe(400);
      expect(['report_period_invalid', 'invalid_input']).toContain(answer.json<{ error: string }>().error);
    }
    for (const username of ['staff', 'participant']) {
      const token = await signInAs(server, 'demo', username);
      expect((await call('/api/reports/logins?from=2020-03-10&to=2020-03-11', token)).status).toBe(403);
    }
    expect((await call('/api/reports/logins?from=2020-03-10&to=2020-03-11', null)).status).toBe(401);
  });

  it("reads only the caller's tenant", async () => {
    const care = await signInAs(server, 'care', 'leader');
    const report = (
      await call('/api/reports/logins?from=2020-03-10&to=2020-03-11', care, 'care.localhost')
    ).json<LoginReport>();
    expect(report.users.some((u) => u.userId === null)).toBe(false);
    expect(report.totals.failures).toBe(1);
  });
});
