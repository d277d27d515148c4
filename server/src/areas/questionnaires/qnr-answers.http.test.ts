// Issue 26 items 6 and 8 over HTTP, on PGlite and PostgreSQL: the history credits the participant's
// answers to the participant (not the caseworker who sent the form) and the expiry to the system, in
// words; a template's answers table for staff, paged by the server, with CSV and Excel exports (the
// Excel file made on a worker); bad input gets the one error shape and changes nothing; a send with
// the same key twice sends once.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { insertSampleTemplate, type SampleTemplate } from './sample-template';

interface History {
  history: {
    by: string | null;
    by_role: string;
    changes: { field: string; to: unknown }[];
    answers: { question: string; to: unknown; to_text: string | null }[];
  }[];
}
interface Table {
  columns: { key: string; title: string }[];
  rows: { query_id: number; participant_name: string | null; status: string; cells: string[] }[];
  total: number;
  page: number;
  page_size: number;
}

describe('answers as staff read them, and sending once', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let careStaff: string;
  let customerId: number;
  let recipientId: number;
  let demoFollowUp: number;
  let careTemplate: number;
  let template: SampleTemplate;

  const send = (method: string, url: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, url, token, body, host);
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
    (await send('POST', '/api/srvproxy/v1/graphql', token, { query, variables })).json<{
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a GraphQL answer of any shape
      data?: any;
      errors?: { message: string; extensions: { code: string } }[];
    }>();
  const SEND = `mutation($p: [qnr_participant_input!]!, $q: [qnr_input!]!, $key: String) {
    qnrResponse(participants: $p, qnrs: $q, shareQnr: true, idempotencyKey: $key) { queries { id } errors { error } } }`;
  const count = async (sql: string, params: unknown[]) =>
    Number((await server.db.query<{ n: number }>(sql, params)).rows[0]!.n);
  /** The bytes of a download (the test server's helper reads text). */
  const download = (url: string, token: string) =>
    new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: url,
          headers: { host: 'demo.localhost', authorization: `Bearer ${token}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
    const demo = await server.db.query<{ id: number; recipient: number }>(
      `SELECT c.id, r.id AS recipient FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
         JOIN recipients r ON r.user_id = u.id WHERE c.subdomain = 'demo'`,
    );
    customerId = Number(demo.rows[0]!.id);
    recipientId = Number(demo.rows[0]!.recipient);
    const followUp = await server.db.query<{ id: number }>(
      `SELECT q.id FROM queries q JOIN customers c ON c.id = q.customer_id
        WHERE c.subdomain = 'demo' AND q.title = 'Oppfølging etter samtale' AND q.status = 'ANSWERED' LIMIT 1`,
    );
    demoFollowUp = Number(followUp.rows[0]!.id);
    const care = await server.db.query<{ id: number }>(
      `SELECT t.id FROM templates t JOIN customers c ON c.id = t.customer_id WHERE c.subdomain = 'care' ORDER BY t.id LIMIT 1`,
    );
    careTemplate = Number(care.rows[0]!.id);
    template = await server.db.transaction((tx) =>
      insertSampleTemplate(tx, customerId, { title: 'Svar-tabell' }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('credits the answers of the demo’s answered questionnaire to the participant, in words', async () => {
    const response = await send('GET', `/api/questionnaires/${demoFollowUp}/history?lang=no`, staff);
    expect(response.status).toBe(200);
    const { history } = response.json<History>();
    const answered = history.find((h) => h.answers.length > 0)!;
    const participantName = (
      await server.db.query<{ full_name: string }>(
        'SELECT r.full_name FROM queries q JOIN recipients r ON r.id = q.patient_id WHERE q.id = $1',
        [demoFollowUp],
      )
    ).rows[0]!.full_name;
    expect(answered).toMatchObject({ by_role: 'participant', by: participantName });
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ question: 'Er du i arbeid nå?', to: true, to_text: 'Ja' }),
    );
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ question: 'Når startet du i tiltaket?', to_text: '01.09.2025' }),
    );
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ question: 'Hva trenger du mest hjelp til?', to_text: 'Intervjutrening' }),
    );
    // The caseworker sent it: the first version is theirs.
    expect(history.at(-1)).toMatchObject({
      by_role: 'staff',
      by: expect.not.stringContaining(participantName),
    });
  });

  it('credits a participant’s answers to them and the expiry to the system, not to the last writer', async () => {
    const made = await gql(staff, SEND, {
      p: [{ id: recipientId }],
      q: [{ template_id: template.templateId, valid_to: new Date(Date.now() + 3_600_000).toISOString() }],
    });
    const id = Number(made.data.qnrResponse.queries[0].id);
    const saved = await send('PUT', `/api/questionnaires/${id}/answers`, participant, {
      answers: [
        { question_id: template.questionIds[0], composite_question_id: null, row_id: null, value: 'Kari' },
      ],
    });
    expect(saved.status).toBe(200);
    server.app.clock.advance(2 * 3_600_000);
    await server.app.jobs.runDue();
    const { history } = (
      await send('GET', `/api/questionnaires/${id}/history?lang=en`, staff)
    ).json<History>();
    expect(history[0]).toMatchObject({ by: null, by_role: 'system' });
    expect(history[0]!.changes).toContainEqual({ field: 'status', from: 'STARTED', to: 'EXPIRED' });
    const participantUser = (
      await server.db.query<{ name: string }>(
        `SELECT r.full_name AS name FROM recipients r WHERE r.id = $1`,
        [recipientId],
      )
    ).rows[0]!.name;
    expect(history[1]).toMatchObject({ by_role: 'participant', by: participantUser });
  });

  it('gives staff a template’s answers as a paged table and as CSV and Excel files, in words', async () => {
    const made = await gql(staff, SEND, {
      p: [{ id: recipientId }],
      q: [{ template_id: template.templateId }],
    });
    const id = Number(made.data.qnrResponse.queries[0].id);
    const [name, working, , , wellbeing, help] = template.questionIds;
    const answer = (question_id: number | undefined, value: unknown) => ({
      question_id,
      composite_question_id: null,
      row_id: null,
      value,
    });
    expect(
      (
        await send('PUT', `/api/questionnaires/${id}/answers`, participant, {
          answers: [
            answer(name, '=Kari; "Nordmann"'),
            answer(working, false),
            answer(wellbeing, 5),
            answer(help, 'cv'),
          ],
        })
      ).status,
    ).toBe(200);

    const page = await send(
      'GET',
      `/api/questionnaire-templates/${template.templateId}/answers?page=1&page_size=10&lang=en`,
      staff,
    );
    expect(page.status).toBe(200);
    const table = page.json<Table>();
    expect(table.total).toBeGreaterThanOrEqual(1);
    const row = table.rows.find((r) => r.query_id === id)!;
    const cell = (title: string) => row.cells[table.columns.findIndex((c) => c.title === title)];
    expect(row.participant_name).not.toBeNull();
    expect(cell('Er du i arbeid nå?')).toBe('No');
    expect(cell('Hvordan trives du?')).toBe('5 of 5 (Svært godt)');
    expect(cell('Hva trenger du mest hjelp til?')).toBe('CV og søknad');

    const csv = await download(
      `/api/questionnaire-templates/${template.templateId}/answers/export?format=csv&lang=no`,
      staff,
    );
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const parsed = Papa.parse<string[]>(csv.body.toString('utf8').replace(/^\ufeff/, ''), {
      skipEmptyLines: true,
    });
    const header = parsed.data[0]!;
    expect(header.slice(0, 4)).toEqual(['Deltaker', 'Status', 'Levert', 'Sist lagret']);
    const line = parsed.data.find((l) => l[header.indexOf('Hva heter du?')]?.includes('Kari'))!;
    // A formula's first character is escaped, so a spreadsheet shows the text and never runs it.
    expect(line[header.indexOf('Hva heter du?')]).toBe(`'=Kari; "Nordmann"`);
    expect(line[header.indexOf('Er du i arbeid nå?')]).toBe('Nei');

    const xlsx = await download(
      `/api/questionnaire-templates/${template.templateId}/answers/export?format=xlsx&lang=en`,
      staff,
    );
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(titles.slice(0, 2)).toEqual(['Participant', 'Status']);
    const values = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
      (sheet.getRow(i + 2).values as unknown[]).slice(1),
    );
    const mine = values.find((v) => String(v[titles.indexOf('Hva heter du?')]).includes('Kari'))!;
    expect(mine[titles.indexOf('Hvordan trives du?')]).toBe('5 of 5 (Svært godt)');
  });

  it('refuses a participant, another tenant’s template, a wrong id and a huge page, changing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM queries WHERE customer_id = $1', [customerId]);
    const url = (id: number | string, query = '') => `/api/questionnaire-templates/${id}/answers${query}`;
    expect((await send('GET', url(template.templateId), participant)).status).toBe(403);
    expect((await send('GET', `${url(template.templateId)}/export?format=csv`, participant)).status).toBe(
      403,
    );
    const other = await send('GET', url(careTemplate), staff);
    expect(other.status).toBe(404);
    expect(other.json()).toMatchObject({
      error: 'qnr_not_found',
      messages: { en: expect.any(String), no: expect.any(String) },
    });
    expect((await send('GET', `${url(careTemplate)}/export?format=xlsx`, staff)).status).toBe(404);
    expect((await send('GET', url(999_999_999), staff)).status).toBe(404);
    const wrong = await send('GET', url('abc'), staff);
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_input' });
    const huge = await send('GET', url(template.templateId, '?page_size=100000'), staff);
    expect(huge.status).toBe(400);
    expect(huge.json()).toMatchObject({
      error: 'invalid_input',
      field: expect.stringContaining('page_size'),
    });
    expect((await send('GET', `${url(template.templateId)}/export?format=pdf`, staff)).status).toBe(400);
    // The other tenant's staff sees none of this tenant's templates either.
    expect((await send('GET', url(template.templateId), careStaff, undefined, 'care.localhost')).status).toBe(
      404,
    );
    expect(await count('SELECT count(*) AS n FROM queries WHERE customer_id = $1', [customerId])).toBe(
      before,
    );
  });

  it('sends once for one key: the same questionnaire is not made or texted twice', async () => {
    const key = 'send-once-0001';
    const variables = { p: [{ id: recipientId }], q: [{ template_id: template.templateId }], key };
    const before = await count('SELECT count(*) AS n FROM queries WHERE template_id = $1', [
      template.templateId,
    ]);
    const first = await gql(staff, SEND, variables);
    const again = await gql(staff, SEND, variables);
    expect(first.errors).toBeUndefined();
    expect(again.data.qnrResponse).toEqual(first.data.qnrResponse);
    expect(
      await count('SELECT count(*) AS n FROM queries WHERE template_id = $1', [template.templateId]),
    ).toBe(before + 1);
    // The key with another request is refused, and makes nothing.
    const other = await gql(staff, SEND, { ...variables, p: [{ id: recipientId }, { id: recipientId }] });
    expect(other.errors?.[0]?.message).toContain('idempotency_key_reused');
    expect(
      await count('SELECT count(*) AS n FROM queries WHERE template_id = $1', [template.templateId]),
    ).toBe(before + 1);

    // The send (SENT and the SMS) with the same key twice texts once.
    await server.db.query(`UPDATE recipients SET mobile_phone = '+4799887766' WHERE id = $1`, [recipientId]);
    const sms = Number(
      (
        await server.db.query<{ id: number }>(
          'SELECT id FROM sms_templates WHERE customer_id = $1 AND active ORDER BY id LIMIT 1',
          [customerId],
        )
      ).rows[0]!.id,
    );
    const ids = [Number(first.data.qnrResponse.queries[0].id)];
    const outbox = path.join(server.config.DATA_DIR, 'outbox', 'sms.jsonl');
    const lines = async () =>
      (await readFile(outbox, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    const sentBefore = await lines();
    const dispatch = () =>
      server.request('/api/questionnaires/dispatch', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${staff}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ query_ids: ids, sms_template_id: sms }),
      });
    const once = await dispatch();
    const twice = await dispatch();
    expect(once.status).toBe(200);
    expect(twice.status).toBe(200);
    expect(twice.headers['idempotent-replayed']).toBe('true');
    expect(twice.json()).toEqual(once.json());
    expect((await lines()) - sentBefore).toBe(1);
  });
});
