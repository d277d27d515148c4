// Issue 28 item 7 over HTTP, on PGlite and PostgreSQL: staff make an invitation with an unguessable
// code; three people answer on the public page of the tenant's subdomain without signing in; the
// results are aggregated per question and exported as CSV; no identity is kept in the answer rows; a
// wrong, expired or another tenant's code gets the same "not available" page; answering is
// rate-limited per address; the secret path is never logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { ANSWERS_PER_WINDOW, ANSWER_WINDOW_MS } from './anonymous-plugin';

describe('anonymous questionnaires over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  const logs: string[] = [];

  const call = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const post = (path: string, form: string, host?: string) =>
    server.request(path, {
      method: 'POST',
      ...(host ? { host } : {}),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
  const pathOf = (link: string) => new URL(link).pathname;

  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logs.push(line) },
    });
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
  });
  afterAll(async () => {
    await server?.close();
  });

  async function newInvitation(validTo: string | null = null) {
    const { templates } = (await call('GET', '/api/anonymous/templates', staff)).json<{
      templates: { id: number }[];
    }>();
    const created = await call('POST', '/api/anonymous/invitations', staff, {
      templateId: templates[0]!.id,
      label: 'Høst',
      validFrom: null,
      validTo,
    });
    expect(created.status).toBe(201);
    return created.json<{ id: number; link: string }>();
  }

  it('takes three anonymous answers and shows them aggregated and as CSV, with no identity kept', async () => {
    const { id, link } = await newInvitation();
    const code = pathOf(link).split('/').at(-1)!;
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);
    const pageAnswer = await server.request(`${pathOf(link)}?lang=en`);
    expect(pageAnswer.status).toBe(200);
    expect(pageAnswer.headers['content-type']).toContain('text/html');
    expect(pageAnswer.text).not.toContain('<script');
    const names = [...pageAnswer.text.matchAll(/name="(q\d+)"( [^>]*)?/g)].map((m) => m[1]!);
    const inputs = [...new Set(names)];
    expect(inputs.length).toBeGreaterThan(0);
    for (const [index, value] of ['<b>Bra</b>', 'Helt greit', 'Fornøyd'].entries()) {
      const form = new URLSearchParams(inputs.map((name): [string, string] => [name, value]));
      form.set('extra', 'ignored');
      const answered = await post(pathOf(link), form.toString());
      expect(answered.status, `answer ${index}`).toBe(200);
      expect(answered.text).toContain('Takk for svaret!');
    }
    const results = (await call('GET', `/api/anonymous/invitations/${id}/results`, staff)).json<{
      answers: number;
      questions: { answered: number }[];
    }>();
    expect(results.answers).toBe(3);
    expect(results.questions.length).toBeGreaterThan(0);
    const csv = await call('GET', `/api/anonymous/invitations/${id}/results.csv`, staff);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.trim().split('\r\n')).toHaveLength(4);
    // No identity anywhere in the answer rows, and the code's path in no log line.
    const rows = await server.db.query<{ row: string }>(
      `SELECT row_to_json(a)::text AS row FROM anonymous_answers a WHERE anonymous_invitation_code = $1`,
      [code],
    );
    expect(rows.rows).toHaveLength(3);
    for (const { row } of rows.rows) {
      // No column that names a person or an address, and no address in the values (the random code,
      // which may hold any letters, is left out of the look).
      const columns = Object.keys(JSON.parse(row) as Record<string, unknown>);
      expect(columns.filter((c) => /user|phone|mobile|^ip|_ip$|address|email/i.test(c))).toEqual([]);
      expect(row.replaceAll(code, '')).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    }
    expect(logs.join('\n')).not.toContain(code);
  });

  it('answers a wrong, expired or another tenant’s code with the same “not available” page', async () => {
    const open = await newInvitation();
    const expired = await newInvitation(new Date(server.app.clock.now().getTime() + 60_000).toISOString());
    server.app.clock.advance(2 * 60_000);
    const pages = await Promise.all([
      server.request(pathOf(expired.link)),
      server.request('/anonymous/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      server.request('/anonymous/x'),
      server.request(pathOf(open.link), { host: 'care.localhost' }),
    ]);
    expect(pages.map((p) => p.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(pages.map((p) => p.text)).size).toBe(1);
    expect(pages[0]!.text).toContain('ikke tilgjengelig');
    const before = Number(
      (await server.db.query<{ n: string }>('SELECT count(*) AS n FROM anonymous_answers')).rows[0]!.n,
    );
    expect((await post(pathOf(expired.link), 'q1=x')).status).toBe(404);
    expect(
      Number(
        (await server.db.query<{ n: string }>('SELECT count(*) AS n FROM anonymous_answers')).rows[0]!.n,
      ),
    ).toBe(before);
  });

  it('limits answers per address, and lets the address answer again after the window', async () => {
    server.app.clock.advance(ANSWER_WINDOW_MS);
    const { link } = await newInvitation();
    const statuses: number[] = [];
    for (let i = 0; i <= ANSWERS_PER_WINDOW; i += 1) statuses.push((await post(pathOf(link), '')).status);
    expect(statuses.slice(0, ANSWERS_PER_WINDOW).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    server.app.clock.advance(ANSWER_WINDOW_MS);
    expect((await post(pathOf(link), '')).status).toBe(200);
  });

  it('sends an invitation by SMS through the SMS queue, and refuses a number that is not a mobile', async () => {
    const { id, link } = await newInvitation();
    const count = async (sql: string) => Number((await server.db.query<{ n: string }>(sql)).rows[0]!.n);
    const smsBefore = await count('SELECT count(*) AS n FROM sms');
    const refused = await call('POST', `/api/anonymous/invitations/${id}/sms`, staff, {
      phones: ['+4791234567', '12'],
    });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'anonymous.phoneInvalid', messages: { en: '12 is not a mobile number' } });
    expect(await count('SELECT count(*) AS n FROM sms')).toBe(smsBefore);
    const sent = await call('POST', `/api/anonymous/invitations/${id}/sms`, staff, {
      phones: ['+47 912 34 567', '98765432'],
    });
    expect(sent.json()).toEqual({ sent: 2 });
    const { rows } = await server.db.query<{ content: string; tlfmobil: string; delivery_status: string }>(
      'SELECT content, tlfmobil, delivery_status FROM sms ORDER BY id DESC LIMIT 2',
    );
    expect(rows.map((r) => r.tlfmobil).sort()).toEqual(['+4791234567', '+4798765432']);
    expect(rows.every((r) => r.content.includes(link))).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM anonymous_sms WHERE content LIKE '%${pathOf(link)}'`)).toBe(2);
    // The job runner sends them: each leaves the queue.
    await server.app.jobs.runDue();
    const after = await server.db.query<{ delivery_status: string }>(
      'SELECT delivery_status FROM sms ORDER BY id DESC LIMIT 2',
    );
    expect(after.rows.every((r) => r.delivery_status !== 'queued')).toBe(true);
    expect((await call('POST', `/api/anonymous/invitations/${id}/sms`, participant, { phones: ['98765432'] })).status).toBe(403);
    expect((await call('POST', '/api/anonymous/invitations/999999/sms', staff, { phones: ['98765432'] })).status).toBe(404);
  });

  it('refuses bad invitations and lets no participant manage them', async () => {
    const bad = await call('POST', '/api/anonymous/invitations', staff, {
      templateId: 1,
      label: 'x',
      validFrom: '2027-02-01T00:00:00Z',
      validTo: '2027-01-01T00:00:00Z',
    });
    expect(bad.json()).toMatchObject({
      error: 'invalid_input',
      issues: [expect.objectContaining({ code: 'anonymous.endBeforeStart' })],
    });
    expect(
      (
        await call('POST', '/api/anonymous/invitations', staff, {
          templateId: 999999,
          label: 'x',
          validFrom: null,
          validTo: null,
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', '/api/anonymous/invitations', participant)).status).toBe(403);
  });
});
