// Issue 17.2: a row one tenant writes that points at another tenant's rows must never make the other
// tenant's permission rules true. Before the fix, care's staff inserted chat_members, document_patient
// and event_participants rows naming demo's rows, and demo's participant then read (and posted in)
// demo's staff chat and saw demo's staff-only documents and events: the rules' relationships were
// EXISTS sub-selects without the tenant. The demo data, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let careStaff: string;
let demoParticipant: string;
let demoParticipantId: number;
let demoRecipientOfParticipant: number;

interface Answer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string; path: string } }[];
}

async function gql(token: string, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  const answer = await server.request('/api/srvproxy/v1/graphql', {
    method: 'POST',
    host: token === careStaff ? 'care.localhost' : 'demo.localhost',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return JSON.parse(answer.text) as Answer;
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await server.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
}

/**
 * Care's staff writes the row through the API, as in the report. Should the database refuse it (a
 * cross-tenant foreign key, issue 17.3), the row is planted below the API instead, with foreign keys
 * off, as rows written before that check exist: the read side must hold either way.
 */
async function plantAsCare(mutation: string, table: string, values: Record<string, number>) {
  const answer = await gql(careStaff, mutation);
  if (!answer.errors) return;
  const care = await one<{ id: number }>("SELECT id FROM customers WHERE subdomain = 'care'");
  const columns = [...Object.keys(values), 'customer_id'];
  await server.db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      [...Object.values(values), care.id],
    );
  });
}

beforeAll(async () => {
  server = await startTestServer();
  careStaff = await signInAs(server, 'care', 'staff');
  demoParticipant = await signInAs(server, 'demo', 'participant');
  const participant = await one<{ id: number }>(
    "SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo' AND u.username = 'participant'",
  );
  demoParticipantId = Number(participant.id);
  const recipient = await one<{ id: number }>('SELECT id FROM recipients WHERE user_id = $1', [
    demoParticipantId,
  ]);
  demoRecipientOfParticipant = Number(recipient.id);
});
afterAll(async () => server?.close());

describe('relationships in permission rules carry the tenant (issue 17.2)', () => {
  it("care's chat_members row does not let demo's participant into demo's staff chat", async () => {
    const chat = await one<{ id: number }>(
      "SELECT ch.id FROM chats ch JOIN customers c ON c.id = ch.customer_id WHERE c.subdomain = 'demo' AND ch.title = 'Teamchat'",
    );
    const chatId = Number(chat.id);
    const before = await gql(demoParticipant, `{ chats_by_pk(id: ${chatId}) { id } }`);
    expect(before).toEqual({ data: { chats_by_pk: null } });

    await plantAsCare(
      `mutation { insert_chat_members_one(object: {chat_id: ${chatId}, user_id: ${demoParticipantId}}) { chat_id } }`,
      'chat_members',
      { chat_id: chatId, user_id: demoParticipantId },
    );

    const read = await gql(
      demoParticipant,
      `{ chats_by_pk(id: ${chatId}) { id } chat_messages(where: {chat_id: {_eq: ${chatId}}}) { id } chats(where: {id: {_eq: ${chatId}}}) { id } }`,
    );
    expect(read).toEqual({ data: { chats_by_pk: null, chat_messages: [], chats: [] } });
    const post = await gql(
      demoParticipant,
      `mutation { insert_chat_messages_one(object: {chat_id: ${chatId}, body: "hello"}) { id } }`,
    );
    // The chat tables are read-only in the data API (posts go through /api/chat): no such field.
    expect(post.data).toBeUndefined();
    expect(post.errors?.[0]?.extensions.code).toBe('validation-failed');
    const posted = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1 AND body = $2',
      [chatId, 'hello'],
    );
    expect(posted.n).toBe(0);
  });

  it("care's document_patient row does not show demo's documents to demo's participant", async () => {
    const visible = await gql(demoParticipant, '{ documents { id } }');
    const seen = new Set((visible.data!.documents as { id: number }[]).map((d) => d.id));
    const { rows } = await server.db.query<{ id: number }>(
      "SELECT d.id FROM documents d JOIN customers c ON c.id = d.customer_id WHERE c.subdomain = 'demo' AND d.deleted_at IS NULL ORDER BY d.id",
    );
    const hidden = rows.map((r) => Number(r.id)).filter((id) => !seen.has(id));
    expect(hidden.length).toBeGreaterThan(0);
    const documentId = hidden[0]!;

    await plantAsCare(
      `mutation { insert_document_patient_one(object: {document_id: ${documentId}, patient_id: ${demoRecipientOfParticipant}}) { id } }`,
      'document_patient',
      { document_id: documentId, patient_id: demoRecipientOfParticipant },
    );

    const after = await gql(
      demoParticipant,
      `{ documents_by_pk(id: ${documentId}) { id } documents(where: {id: {_eq: ${documentId}}}) { id } }`,
    );
    expect(after).toEqual({ data: { documents_by_pk: null, documents: [] } });
  });

  it("care's event_participants row does not show demo's staff-only events to demo's participant", async () => {
    const visible = await gql(demoParticipant, '{ events { id } }');
    const seen = new Set((visible.data!.events as { id: number }[]).map((e) => e.id));
    const { rows } = await server.db.query<{ id: number }>(
      "SELECT e.id FROM events e JOIN customers c ON c.id = e.customer_id WHERE c.subdomain = 'demo' AND e.deleted_at IS NULL ORDER BY e.id",
    );
    const hidden = rows.map((r) => Number(r.id)).filter((id) => !seen.has(id));
    expect(hidden.length).toBeGreaterThan(0);
    const eventId = hidden[0]!;

    await plantAsCare(
      `mutation { insert_event_participants_one(object: {event_id: ${eventId}, user_id: ${demoParticipantId}}) { event_id } }`,
      'event_participants',
      { event_id: eventId, user_id: demoParticipantId },
    );

    const after = await gql(
      demoParticipant,
      `{ events_by_pk(id: ${eventId}) { id } events_aggregate(where: {id: {_eq: ${eventId}}}) { aggregate { count } } }`,
    );
    expect(after).toEqual({
      data: { events_by_pk: null, events_aggregate: { aggregate: { count: 0 } } },
    });
  });
});

describe('siblings: writes that name another tenant’s rows (issue 17.2)', () => {
  it("an upsert's on_conflict never updates another tenant's row", async () => {
    // recipient_staff: a writable link table whose key (recipient_id, user_id) holds no customer_id
    // (chat_members, the example before, is read-only in the data API).
    const link = await one<{ recipient_id: number; user_id: number; status: string; updated_at: string }>(
      "SELECT m.recipient_id, m.user_id, m.status, m.updated_at::text FROM recipient_staff m JOIN customers c ON c.id = m.customer_id WHERE c.subdomain = 'demo' AND m.status <> 'to_be_deleted' ORDER BY m.recipient_id, m.user_id LIMIT 1",
    );
    const answer = await gql(
      careStaff,
      `mutation { insert_recipient_staff(objects: [{recipient_id: ${link.recipient_id}, user_id: ${link.user_id}, status: "to_be_deleted"}], on_conflict: {constraint: recipient_staff_pkey, update_columns: [status]}) { affected_rows } }`,
    );
    if (answer.errors) expect(answer.errors[0]!.extensions.code).toBe('constraint-violation');
    else expect(answer.data).toEqual({ insert_recipient_staff: { affected_rows: 0 } });
    const after = await one<{ status: string; updated_at: string }>(
      'SELECT status, updated_at::text FROM recipient_staff WHERE recipient_id = $1 AND user_id = $2',
      [link.recipient_id, link.user_id],
    );
    expect(after).toEqual({ status: link.status, updated_at: link.updated_at });
  });

  it("qnrResponse's schedule takes only this customer's recipient", async () => {
    const demoRecipient = await one<{ id: number }>(
      "SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1",
    );
    const care = await one<{ id: number }>("SELECT id FROM customers WHERE subdomain = 'care'");
    const careRecipient = await one<{ id: number }>(
      'SELECT id FROM recipients WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
      [care.id],
    );
    const template = await one<{ id: number }>(
      'SELECT id FROM templates WHERE customer_id = $1 AND deleted_at IS NULL AND NOT archived ORDER BY id LIMIT 1',
      [care.id],
    );
    const before = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM artifact_packages WHERE recipient_id = $1',
      [demoRecipient.id],
    );
    const answer = await gql(
      careStaff,
      `mutation { qnrResponse(participants: [{id: ${careRecipient.id}}], qnrs: [{template_id: ${template.id}}], schedule: {rruleset: "RRULE:FREQ=WEEKLY;COUNT=2", recipient_id: ${demoRecipient.id}}) { artifact_package_id } }`,
    );
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toBe('participant not found');
    const after = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM artifact_packages WHERE recipient_id = $1',
      [demoRecipient.id],
    );
    expect(after.n).toBe(before.n);
  });
});
