// Issue 31 items 5 and 6 over HTTP, on PGlite and PostgreSQL: SMS templates written with merge
// fields (an unknown one and a text over the part limit refused, nothing saved), deactivated, linked
// to questionnaire templates; a send from a template through a gateway that fails once (retried by
// the job runner, sent once), and its delivery report (a wrong secret and an unknown reference
// refused) showing the SMS failed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsTemplate } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

const SECRET = 'gateway-shared-secret-for-tests';

describe('SMS templates, sending and delivery reports over HTTP', () => {
  let server: TestServer;
  let gateway: Server;
  const received: { to: string; content: string; reference?: string }[] = [];
  let failNext = 0;
  let staff: string;
  let participant: string;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await server.db.query<{ n: string }>(sql, params)).rows[0]!.n);

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(503).end('busy');
          return;
        }
        received.push(JSON.parse(body) as { to: string; content: string; reference?: string });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    server = await startTestServer({
      env: { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`, SMS_GATEWAY_TOKEN: SECRET },
    });
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  const list = async () =>
    (await sendJson(server, 'GET', '/api/sms-templates', staff)).json<{
      templates: SmsTemplate[];
      qnrTemplates: { id: number }[];
      tenantName: string;
    }>();

  it('creates a template with merge fields and linked questionnaire templates, edits and deactivates it', async () => {
    const { qnrTemplates, templates, tenantName } = await list();
    expect(templates.length).toBeGreaterThan(0);
    expect(tenantName).toBe('Demo Arbeid');
    const body = {
      title: 'Påminnelse om skjema',
      content: 'Hei {{first_name}}! Du har et skjema hos {{tenant_name}}: {{link}} – blåbær, æøå.',
      category: 'REMINDER',
      active: true,
      templateIds: [qnrTemplates[0]!.id],
    };
    const created = await sendJson(server, 'POST', '/api/sms-templates', staff, body);
    expect(created.status).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await list()).templates.find((t) => t.id === id)).toMatchObject({
      templateIds: [qnrTemplates[0]!.id],
    });
    const off = await sendJson(server, 'PUT', `/api/sms-templates/${id}`, staff, {
      ...body,
      active: false,
      templateIds: [],
    });
    expect(off.status).toBe(200);
    expect((await list()).templates.find((t) => t.id === id)).toMatchObject({
      active: false,
      templateIds: [],
    });
    const refused = await sendJson(server, 'POST', `/api/sms-templates/${id}/send`, staff, {
      recipientIds: [1],
    });
    expect([404, 409]).toContain(refused.status);
  });

  it('refuses an unknown merge field, a text over the part limit, an unknown category; nothing saved', async () => {
    const before = await count('SELECT count(*) AS n FROM sms_templates');
    const base = { title: 'X', category: null, active: true, templateIds: [] };
    const unknown = await sendJson(server, 'POST', '/api/sms-templates', staff, {
      ...base,
      content: 'Hei {{fornavn}}',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json<{ error: string; messages: { en: string; no: string } }>()).toMatchObject({
      error: 'sms_unknown_merge_field',
      messages: { en: expect.stringContaining('{{fornavn}}'), no: expect.stringContaining('flettefelt') },
    });
    const long = await sendJson(server, 'POST', '/api/sms-templates', staff, {
      ...base,
      content: `${'ø'.repeat(900)} {{link}}`,
    });
    expect(long.status).toBe(400);
    expect(long.json<{ error: string }>().error).toBe('sms_too_long');
    const category = await sendJson(server, 'POST', '/api/sms-templates', staff, {
      ...base,
      content: 'Hei',
      category: 'NOPE',
    });
    expect(category.json<{ error: string }>().error).toBe('sms_category_not_found');
    expect((await sendJson(server, 'GET', '/api/sms-templates', participant)).status).toBe(403);
    expect(await count('SELECT count(*) AS n FROM sms_templates')).toBe(before);
  });

  it('sends once for one Idempotency-Key: a repeat answers the first send and queues nothing more', async () => {
    const template = (await list()).templates.find((t) => t.active)!;
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.mobile_phone IS NOT NULL ORDER BY r.id LIMIT 1`,
    );
    const body = JSON.stringify({ recipientIds: [Number(rows[0]!.id)] });
    const queued = () => count('SELECT count(*) AS n FROM sms WHERE sms_template_id = $1', [template.id]);
    const before = await queued();
    const send = (key: string, payload = body) =>
      server.request(`/api/sms-templates/${template.id}/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${staff}`,
          'idempotency-key': key,
        },
        body: payload,
      });
    const key = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const first = await send(key);
    const again = await send(key);
    expect(first.status, first.text).toBe(202);
    expect(again.status).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await queued()).toBe(before + 1);
    // The same key with another choice is refused, and sends nothing.
    const other = await send(key, JSON.stringify({ recipientIds: [] }));
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(await queued()).toBe(before + 1);
    // The one message goes out, and the next test starts with an empty gateway.
    await server.app.jobs.runDue();
    expect(received).toHaveLength(1);
    received.length = 0;
  });

  it('sends from a template through a gateway that fails once: retried, sent once, then reported failed', async () => {
    const template = (await list()).templates.find((t) => t.active)!;
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.mobile_phone IS NOT NULL ORDER BY r.id LIMIT 1`,
    );
    const recipientId = Number(rows[0]!.id);
    failNext = 1;
    const sent = await sendJson(server, 'POST', `/api/sms-templates/${template.id}/send`, staff, {
      recipientIds: [recipientId],
    });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.json()).toEqual({ queued: 1, withoutMobile: 0 });
    await server.app.jobs.runDue();
    expect(received).toHaveLength(0);
    const queued = await server.db.query<{ uid: string; delivery_status: string }>(
      `SELECT uid, delivery_status FROM sms WHERE sms_template_id = $1 ORDER BY id DESC LIMIT 1`,
      [template.id],
    );
    expect(queued.rows[0]!.delivery_status).toBe('queued');
    server.app.clock.advance(61_000);
    await server.app.jobs.runDue();
    server.app.clock.advance(10 * 60_000);
    await server.app.jobs.runDue();
    expect(received).toHaveLength(1);
    expect(received[0]!.reference).toBe(queued.rows[0]!.uid);
    expect(received[0]!.content).not.toContain('{{');

    const reference = queued.rows[0]!.uid;
    const report = (authorization: string, body: unknown) =>
      server.request('/api/sms/delivery-report', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      });
    expect((await report('Bearer wrong', { reference, status: 'failed' })).status).toBe(401);
    const unknown = await report(`Bearer ${SECRET}`, {
      reference: '00000000-0000-4000-8000-000000000000',
      status: 'failed',
    });
    expect(unknown.status).toBe(404);
    expect(
      (await report(`Bearer ${SECRET}`, { reference, status: 'failed', reason: 'UNREACHABLE' })).status,
    ).toBe(200);
    const after = await server.db.query<{ delivery_status: string; failed_reason: string }>(
      'SELECT delivery_status, failed_reason FROM sms WHERE uid = $1',
      [reference],
    );
    expect(after.rows[0]).toEqual({ delivery_status: 'failed', failed_reason: 'UNREACHABLE' });
    // A report for another tenant's message is not found from this tenant's address.
    const fromCare = await server.request('/api/sms/delivery-report', {
      method: 'POST',
      host: 'care.localhost',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ reference, status: 'delivered' }),
    });
    expect(fromCare.status).toBe(404);
  });
});
