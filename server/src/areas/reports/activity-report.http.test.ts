// Issue 32 item 3 over HTTP, on PGlite and PostgreSQL: the questionnaire report counts what was
// sent, answered and expired per day, template and staff member, filters by template and staff,
// exports CSV, and reads only the caller's tenant; drafts are not sent; only the leading roles with
// reports read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityReport } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('questionnaire report over HTTP', () => {
  let server: TestServer;
  let leader: string;
  let templateId: number;
  const call = (path: string, token: string | null, host?: string) =>
    sendJson(server, 'GET', path, token, undefined, host);
  const PERIOD = 'from=2020-05-01&to=2020-05-31';

  beforeAll(async () => {
    server = await startTestServer();
    leader = await signInAs(server, 'demo', 'leader');
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT t.id FROM templates t JOIN customers c ON c.id = t.customer_id WHERE c.subdomain = 'demo' ORDER BY t.id LIMIT 1`,
    );
    templateId = Number(rows[0]!.id);
    // Questionnaires of a month of their own, far from the demo's: what must and must not count.
    await server.db.query(
      `INSERT INTO queries (customer_id, template_id, title, status, valid_to, created_by, created_at)
       SELECT c.id, CASE WHEN q.own THEN $1::bigint END, 'Kartlegging', q.status,
              CASE WHEN q.status = 'EXPIRED' THEN q.at::timestamptz + interval '1 day' END,
              (SELECT id FROM users WHERE customer_id = c.id AND username = q.who), q.at::timestamptz
         FROM customers c
         CROSS JOIN (VALUES (true, 'SENT', 'staff', '2020-05-04 10:00+02'),
                            (true, 'ANSWERED', 'staff', '2020-05-04 11:00+02'),
                            (true, 'EXPIRED', 'staff', '2020-05-05 11:00+02'),
                            (false, 'SIGNED', 'leader', '2020-05-05 12:00+02'),
                            (true, 'DRAFT', 'staff', '2020-05-05 12:00+02'),
                            (true, 'ANSWERED', 'staff', '2020-06-01 00:30+02')) AS q(own, status, who, at)
        WHERE c.subdomain = 'demo'`,
      [templateId],
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts sent, answered and expired per day, template and staff member', async () => {
    const answer = await call(`/api/reports/questionnaires?${PERIOD}`, leader);
    expect(answer.status).toBe(200);
    const report = answer.json<ActivityReport>();
    expect(report.bucket).toBe('day');
    expect(report.series).toEqual([
      { period: '2020-05-04', sent: 2, answered: 1, expired: 0 },
      { period: '2020-05-05', sent: 2, answered: 1, expired: 1 },
    ]);
    expect(report.totals).toEqual({ sent: 4, answered: 2, expired: 1 });
    expect(report.byTemplate.find((t) => t.templateId === templateId)).toMatchObject({
      sent: 3,
      answered: 1,
      expired: 1,
    });
    expect(report.byStaff.map((s) => s.sent).sort()).toEqual([1, 3]);
    expect(report.participantsByStatus.length).toBeGreaterThan(0);
  });

  it('filters by template and staff member, and by the week over a long period', async () => {
    const byTemplate = (
      await call(`/api/reports/questionnaires?${PERIOD}&templateId=${templateId}`, leader)
    ).json<ActivityReport>();
    expect(byTemplate.totals).toEqual({ sent: 3, answered: 1, expired: 1 });
    const staff = byTemplate.byStaff[0]!.userId!;
    const byStaff = (
      await call(`/api/reports/questionnaires?${PERIOD}&staffId=${staff}`, leader)
    ).json<ActivityReport>();
    expect(byStaff.totals.sent).toBe(3);
    const long = (
      await call('/api/reports/questionnaires?from=2020-03-01&to=2020-06-30', leader)
    ).json<ActivityReport>();
    expect(long.bucket).toBe('week');
    expect(long.series.map((s) => s.period)).toEqual(['2020-05-04', '2020-06-01']);
  });

  it('exports CSV', async () => {
    const answer = await call(`/api/reports/questionnaires.csv?${PERIOD}`, leader);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe('section,key,sent,answered,expired');
    expect(lines).toContain('day,2020-05-04,2,1,0');
  });

  it('refuses a bad period, other roles, and shows another tenant nothing of it', async () => {
    expect((await call('/api/reports/questionnaires?from=2020-05-31&to=2020-05-01', leader)).status).toBe(
      400,
    );
    expect(
      (await call('/api/reports/questionnaires?from=2020-05-01&to=2020-05-31&templateId=x', leader)).status,
    ).toBe(400);
    for (const username of ['staff', 'participant'])
      expect(
        (await call(`/api/reports/questionnaires?${PERIOD}`, await signInAs(server, 'demo', username)))
          .status,
      ).toBe(403);
    const care = await signInAs(server, 'care', 'leader');
    const report = (
      await call(`/api/reports/questionnaires?${PERIOD}`, care, 'care.localhost')
    ).json<ActivityReport>();
    expect(report.totals.sent).toBe(0);
  });
});
