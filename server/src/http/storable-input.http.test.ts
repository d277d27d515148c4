// Issue 24.11 over HTTP on PGlite and PostgreSQL, as a table over the areas' write routes: a NUL
// character in any text, and a date of year 0000 or +275760, answer 400 with a code and a clear
// message (never a 5xx) and change nothing. The NUL is refused before any handler
// (storable-input.ts); a date by the route's schema (storableDate) or, where a route lacks one,
// by the error handler's mapping of PostgreSQL's data exceptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';

const NUL = 'Tittel\u0000med NUL';
const YEAR_0 = '0000-01-01T10:00:00.000Z';
const YEAR_MAX = '+275760-09-13T00:00:00.000Z';

type Who = 'staff' | 'admin' | 'participant';
interface Case {
  name: string;
  who: Who;
  method: string;
  url: () => string;
  /** The body, or a function giving it once the ids are known. */
  body: unknown;
  table: string;
}

describe('input the database cannot store is a 400 on every write route', () => {
  let server: TestServer;
  const tokens = {} as Record<Who, string>;
  const ids: Record<string, number> = {};

  /** One text for a whole table's rows: equal before and after means nothing changed. */
  const tableState = async (table: string) =>
    (
      await server.db.query<{ state: string | null }>(
        `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS state FROM ${table} t`,
      )
    ).rows[0]?.state ?? '';

  beforeAll(async () => {
    server = await startTestServer();
    for (const who of ['staff', 'admin', 'participant'] as const)
      tokens[who] = await signInAs(server, 'demo', who);
    const participant = await server.db.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = 'participant'`,
    );
    ids.participantUser = Number(participant.rows[0]!.id);
    const chat = await sendJson(server, 'POST', '/api/chat/chats', tokens.staff, {
      title: 'Ok',
      memberIds: [ids.participantUser],
    });
    expect(chat.status, chat.text).toBeLessThan(300);
    ids.chat = chat.json<{ id: number }>().id;
    const template = await sendJson(server, 'POST', '/api/documents/templates', tokens.admin, {
      title: 'Mal',
      body: '<p>x</p>',
    });
    expect(template.status, template.text).toBe(201);
    ids.template = template.json<{ id: number }>().id;
    // An expired questionnaire of the participant, which staff may send again with a new valid_to.
    const qnr = await server.db.query<{ id: number }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, title, status, valid_to)
       SELECT r.customer_id, r.id, (SELECT min(t.id) FROM templates t WHERE t.customer_id = r.customer_id), 'Utløpt', 'EXPIRED', now() - interval '1 day'
         FROM recipients r WHERE r.user_id = $1 RETURNING id`,
      [ids.participantUser],
    );
    ids.qnr = Number(qnr.rows[0]!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const event = (over: Record<string, unknown>) => ({
    title: 'Møte',
    start: '2026-10-15T08:00:00.000Z',
    end: '2026-10-15T09:00:00.000Z',
    ...over,
  });
  const cases: Case[] = [
    {
      name: 'a chat title (new chat)',
      who: 'staff',
      method: 'POST',
      url: () => '/api/chat/chats',
      body: () => ({ title: NUL, memberIds: [ids.participantUser] }),
      table: 'chats',
    },
    {
      name: 'a chat title (rename)',
      who: 'staff',
      method: 'PUT',
      url: () => `/api/chat/chats/${ids.chat}/title`,
      body: { title: NUL },
      table: 'chats',
    },
    {
      name: 'a chat message',
      who: 'staff',
      method: 'POST',
      url: () => `/api/chat/chats/${ids.chat}/messages`,
      body: { clientId: '6f1c1b7e-8a46-4c5e-9d57-0d7f1a3c2b10', body: NUL },
      table: 'chat_messages',
    },
    {
      name: 'an event title',
      who: 'staff',
      method: 'POST',
      url: () => '/api/calendar/events',
      body: event({ title: NUL }),
      table: 'events',
    },
    {
      name: 'an event description',
      who: 'staff',
      method: 'POST',
      url: () => '/api/calendar/events',
      body: event({ description: NUL }),
      table: 'events',
    },
    {
      name: 'an event in year 0000',
      who: 'staff',
      method: 'POST',
      url: () => '/api/calendar/events',
      body: event({ start: YEAR_0 }),
      table: 'events',
    },
    {
      name: 'an event in year +275760',
      who: 'staff',
      method: 'POST',
      url: () => '/api/calendar/events',
      body: event({ start: '2026-10-15T08:00:00.000Z', end: YEAR_MAX }),
      table: 'events',
    },
    {
      name: 'a task title',
      who: 'staff',
      method: 'POST',
      url: () => '/api/tasks',
      body: { title: NUL },
      table: 'tasks',
    },
    {
      name: 'a task due in year 0000',
      who: 'staff',
      method: 'POST',
      url: () => '/api/tasks',
      body: { title: 'Ring', dueAt: YEAR_0 },
      table: 'tasks',
    },
    {
      name: 'a questionnaire answer',
      who: 'participant',
      method: 'PUT',
      url: () => `/api/questionnaires/${ids.qnr}/answers`,
      body: { answers: [{ question_id: 1, composite_question_id: null, row_id: null, value: NUL }] },
      table: 'queries',
    },
    {
      name: 'a questionnaire sent again to year 0000',
      who: 'staff',
      method: 'POST',
      url: () => `/api/questionnaires/${ids.qnr}/manage`,
      body: { action: 'resend', valid_to: '0000-01-01T10:00:00+00:00' },
      table: 'queries',
    },
    {
      name: 'a document template title',
      who: 'admin',
      method: 'POST',
      url: () => '/api/documents/templates',
      body: { title: NUL, body: '' },
      table: 'document_templates',
    },
    {
      name: 'a document template saved against year 0000',
      who: 'admin',
      method: 'PUT',
      url: () => `/api/documents/templates/${ids.template}`,
      body: { title: 'Mal', body: '<p>y</p>', expectedUpdatedAt: YEAR_0 },
      table: 'document_templates',
    },
    {
      name: 'a document template saved against year +275760',
      who: 'admin',
      method: 'PUT',
      url: () => `/api/documents/templates/${ids.template}`,
      body: { title: 'Mal', body: '<p>y</p>', expectedUpdatedAt: YEAR_MAX },
      table: 'document_templates',
    },
    {
      name: 'a draft title',
      who: 'staff',
      method: 'POST',
      url: () => '/api/documents/drafts',
      body: { title: NUL },
      table: 'documents',
    },
    {
      name: 'a key of the body (a schema that drops unknown keys)',
      who: 'staff',
      method: 'POST',
      url: () => `/api/chat/chats/${ids.chat}/messages`,
      body: { clientId: '0b8e4d52-3f0a-4a8e-8d0c-5b9a7f1e2c33', body: 'Hei', [`x${NUL}`]: 1 },
      table: 'chat_messages',
    },
  ];

  it.each(cases)('$name', async ({ who, method, url, body, table }) => {
    const before = await tableState(table);
    const answer = await sendJson(
      server,
      method,
      url(),
      tokens[who],
      typeof body === 'function' ? (body as () => unknown)() : body,
    );
    expect(answer.status, answer.text).toBe(400);
    const refusal = answer.json<{ error: unknown; message: unknown }>();
    expect(typeof refusal.error).toBe('string');
    expect(typeof refusal.message).toBe('string');
    expect(await tableState(table)).toBe(before);
  });

  it('names the field and says why in both languages', async () => {
    const answer = await sendJson(
      server,
      'POST',
      '/api/calendar/events',
      tokens.staff,
      event({ location: NUL }),
    );
    expect(answer.json()).toEqual({
      error: 'input_not_storable',
      message: 'The text contains a character that cannot be saved (NUL).',
      messages: {
        en: 'The text contains a character that cannot be saved (NUL).',
        no: 'Teksten inneholder et tegn som ikke kan lagres (NUL).',
      },
      field: 'location',
    });
  });

  it('leaves the GraphQL endpoint its own shape: a data-exception, not a 5xx, nothing written', async () => {
    const before = await tableState('time_entries');
    const answer = await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', tokens.staff, {
      query: 'mutation($t: String!) { insert_time_entries_one(object: { description: $t }) { id } }',
      variables: { t: NUL },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ errors: [{ extensions: { code: 'data-exception' } }] });
    expect(await tableState('time_entries')).toBe(before);
  });

  it('refuses a NUL in the query and the path as well', async () => {
    const inQuery = await sendJson(server, 'GET', '/api/tasks?status=open%00', tokens.staff);
    expect(inQuery.status).toBe(400);
    expect(inQuery.json()).toMatchObject({ error: 'input_not_storable', field: 'status' });
  });
});
