// Issue 31 items 3, 7 and 8 over HTTP, on PGlite and PostgreSQL: outbox groups (a group send's
// participants and each item's status, a failed SMS by a delivery report, a parcel sent in one step;
// another tenant's group not found, no capability refused), the chat_asyncChat gate of the inbox's
// waiting messages, and notification preferences (saved, refused without a number, respected by
// insertNotification's SMS and e-mail).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem, OutboxGroup, OutboxGroupParticipant } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

const SECRET = 'report-secret-for-groups';
const INSERT = `mutation($objects: [notification_input!]!) { insertNotification(objects: $objects) { ids message } }`;

describe('outbox groups, the async chat gate and notification preferences over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let careStaff: string;
  const one = async <T,>(sql: string, params: unknown[] = []) => (await server.db.query<T>(sql, params)).rows[0]!;
  const userId = async (subdomain: string, username: string) =>
    Number(
      (
        await one<{ id: string }>(
          `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2`,
          [subdomain, username],
        )
      ).id,
    );
  const outbox = async (file: string) =>
    (await readFile(path.join(server.config.dataDir, 'outbox', file), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);

  beforeAll(async () => {
    server = await startTestServer({ env: { SMS_GATEWAY_TOKEN: SECRET } });
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    careStaff = await signInAs(server, 'care', 'staff');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the group sends with their counts and shows per participant each item and its SMS', async () => {
    const list = await sendJson(server, 'GET', '/api/outbox-groups', staff);
    expect(list.status).toBe(200);
    const { groups } = list.json<{ groups: OutboxGroup[] }>();
    const group = groups.find((g) => g.title === 'Oppstart høst')!;
    expect(group).toMatchObject({ queryCount: 3, userCount: 3 });
    const detail = await sendJson(server, 'GET', `/api/outbox-groups/${group.id}`, staff);
    expect(detail.status).toBe(200);
    const { participants } = detail.json<{ participants: OutboxGroupParticipant[] }>();
    expect(participants).toHaveLength(3);
    const items = participants.flatMap((p) => p.items);
    expect(items.some((i) => i.sms?.status === 'failed' && i.sms.reason === 'UNREACHABLE')).toBe(true);
    expect(items.some((i) => i.sms?.status === 'delivered')).toBe(true);
    expect(participants.some((p) => p.items.length === 0)).toBe(true); // a plan not sent yet

    // A delivery report marks the delivered one failed: the detail says so.
    const sms = await one<{ uid: string }>(
      `SELECT s.uid FROM sms s JOIN customers c ON c.id = s.customer_id
        WHERE c.subdomain = 'demo' AND s.delivery_status = 'delivered' AND s.query_id = ANY($1::bigint[])`,
      [items.filter((i) => i.sms?.status === 'delivered').map((i) => i.id)],
    );
    const report = await server.request('/api/sms/delivery-report', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ reference: sms.uid, status: 'failed', reason: 'NO_ROUTE' }),
    });
    expect(report.status).toBe(200);
    const again = (await sendJson(server, 'GET', `/api/outbox-groups/${group.id}`, staff)).json<{
      participants: OutboxGroupParticipant[];
    }>();
    expect(again.participants.flatMap((p) => p.items).some((i) => i.sms?.reason === 'NO_ROUTE')).toBe(true);
  });

  it('finds the questionnaires of a parcel sent in one step on its group', async () => {
    const parcel = await one<{ id: string }>(
      `SELECT p.id FROM artifact_parcels p JOIN customers c ON c.id = p.customer_id
        WHERE c.subdomain = 'demo' AND p.archived_at IS NULL ORDER BY p.id LIMIT 1`,
    );
    const who = await one<{ id: string }>(
      `SELECT r.id FROM recipients r JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND r.deleted_at IS NULL ORDER BY r.id LIMIT 2`,
    );
    const sent = await sendJson(server, 'POST', `/api/plans/parcels/${parcel.id}/send`, staff, {
      participantIds: [Number(who.id)],
    });
    expect(sent.status).toBe(200);
    const { groupId, queryIds } = sent.json<{ groupId: number; queryIds: number[] }>();
    const detail = (await sendJson(server, 'GET', `/api/outbox-groups/${groupId}`, staff)).json<{
      participants: OutboxGroupParticipant[];
    }>();
    expect(detail.participants.map((p) => p.participant.id)).toEqual([Number(who.id)]);
    expect(detail.participants[0]!.items.map((i) => i.id).sort()).toEqual([...queryIds].sort());
    expect(detail.participants[0]!.items.every((i) => i.status === 'sent')).toBe(true);
  });

  it('refuses another tenant’s group, a participant and a user without the capability', async () => {
    const group = await one<{ id: string }>(
      `SELECT g.id FROM artifact_package_groups g JOIN customers c ON c.id = g.customer_id WHERE c.subdomain = 'demo' LIMIT 1`,
    );
    const other = await sendJson(server, 'GET', `/api/outbox-groups/${group.id}`, careStaff, undefined, 'care.localhost');
    expect(other.status).toBe(404);
    expect(other.json<{ error: string }>().error).toBe('outbox_group_not_found');
    expect((await sendJson(server, 'GET', '/api/outbox-groups', participant)).status).toBe(403);
    await server.db.query(
      `UPDATE feature_flags SET enabled = false WHERE name = 'artifact_OutboxGroupsTab'
          AND customer_id = (SELECT id FROM customers WHERE subdomain = 'demo')`,
    );
    try {
      const refused = await sendJson(server, 'GET', `/api/outbox-groups/${group.id}`, leader);
      expect(refused.status).toBe(403);
      expect(refused.json<{ error: string }>().error).toBe('missing_capability');
    } finally {
      await server.db.query(
        `UPDATE feature_flags SET enabled = true WHERE name = 'artifact_OutboxGroupsTab'
            AND customer_id = (SELECT id FROM customers WHERE subdomain = 'demo')`,
      );
    }
  });

  it('puts a participant’s chat message in the inbox only under chat_asyncChat, and an answer settles it', async () => {
    const tenant = Number((await one<{ id: string }>(`SELECT id FROM customers WHERE subdomain = 'demo'`)).id);
    const me = await userId('demo', 'staff');
    const them = await userId('demo', 'participant');
    const chat = await one<{ id: string }>(
      `INSERT INTO chats (customer_id, title, created_by) VALUES ($1, 'Spørsmål', $2) RETURNING id`,
      [tenant, me],
    );
    await server.db.query(
      `INSERT INTO chat_members (chat_id, user_id, customer_id) VALUES ($1, $2, $3), ($1, $4, $3)`,
      [chat.id, me, tenant, them],
    );
    const say = (who: number, body: string) =>
      server.db.query('INSERT INTO chat_messages (chat_id, customer_id, sender_user_id, body) VALUES ($1, $2, $3, $4)', [
        chat.id,
        tenant,
        who,
        body,
      ]);
    const waiting = async () =>
      (await sendJson(server, 'GET', '/api/inbox?kind=message&unreadOnly=true', staff))
        .json<{ items: InboxItem[] }>()
        .items.filter((i) => i.title.startsWith('Asynk:'));
    await say(them, 'Asynk: Kan vi flytte timen?');
    await say(them, 'Asynk: Kan vi ta det på telefon?');
    expect((await waiting()).map((i) => i.title)).toEqual(['Asynk: Kan vi ta det på telefon?']);

    await server.db.query(`UPDATE feature_flags SET enabled = false WHERE name = 'chat_asyncChat' AND customer_id = $1`, [
      tenant,
    ]);
    try {
      expect(await waiting()).toEqual([]);
      await say(them, 'Asynk: Kan vi snakke i morgen?');
      expect(
        Number((await one<{ n: string }>(`SELECT count(*) AS n FROM inbox_items WHERE chat_id = $1`, [chat.id])).n),
      ).toBe(1);
    } finally {
      await server.db.query(`UPDATE feature_flags SET enabled = true WHERE name = 'chat_asyncChat' AND customer_id = $1`, [
        tenant,
      ]);
    }
    await say(me, 'Ja, det går fint.');
    expect(await waiting()).toEqual([]);
  });

  it('saves the choice per kind, refuses bad input and SMS without a number, and the sender follows it', async () => {
    const me = await userId('demo', 'leader');
    const save = (token: string, body: unknown) => sendJson(server, 'PUT', '/api/notification-preferences', token, body);
    expect((await save(leader, { preferences: [{ kind: 'nonsense', sms: true, email: false }] })).status).toBe(400);
    const twice = { kind: 'shared', sms: true, email: false };
    expect((await save(leader, { preferences: [twice, twice] })).status).toBe(400);
    expect(
      (await save(leader, { preferences: [{ kind: 'query_answered', sms: false, email: true }, { kind: 'other', sms: true, email: true }] }))
        .status,
    ).toBe(200);
    const read = (await sendJson(server, 'GET', '/api/notification-preferences', leader)).json<{
      preferences: { kind: string; sms: boolean; email: boolean }[];
    }>();
    expect(read.preferences).toEqual([
      { kind: 'other', sms: true, email: true },
      { kind: 'query_answered', sms: false, email: true },
    ]);

    // Without a mobile number, SMS is refused and nothing changes.
    const phone = await one<{ mobile_phone: string }>('SELECT mobile_phone FROM users WHERE id = $1', [me]);
    await server.db.query('UPDATE users SET mobile_phone = NULL WHERE id = $1', [me]);
    const refused = await save(leader, { preferences: [{ kind: 'shared', sms: true, email: false }] });
    expect(refused.status).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('notification_no_mobile');
    await server.db.query('UPDATE users SET mobile_phone = $2 WHERE id = $1', [me, phone.mobile_phone]);

    const smsBefore = (await outbox('sms.jsonl')).length;
    const mailBefore = (await outbox('email.jsonl')).length;
    const answer = await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', staff, {
      query: INSERT,
      variables: {
        objects: [
          { user_id: me, title: 'Skjema besvart', message: 'Ola har svart', trigger: 'query_answered', sendSms: true },
          { user_id: me, title: 'Noe annet', message: 'Se portalen', trigger: 'weekly_digest', sendSms: false },
        ],
      },
    });
    expect(answer.json<{ errors?: unknown }>().errors).toBeUndefined();
    const texts = (await outbox('sms.jsonl')).slice(smsBefore);
    const mails = (await outbox('email.jsonl')).slice(mailBefore);
    // query_answered: no SMS though the sender asked, an e-mail; other: SMS and e-mail though not asked.
    expect(texts.map((t) => t.content)).toEqual(['Noe annet: Se portalen']);
    expect(mails.map((m) => m.subject)).toEqual(['Skjema besvart', 'Noe annet']);
  });

  it('inserts a batch in the order given: no user kept, another tenant’s or an unknown user left out, each SMS and e-mail as chosen', async () => {
    const me = await userId('demo', 'staff');
    const elsewhere = await userId('care', 'staff');
    const smsBefore = (await outbox('sms.jsonl')).length;
    const mailBefore = (await outbox('email.jsonl')).length;
    const answer = await sendJson(server, 'POST', '/api/srvproxy/v1/graphql', staff, {
      query: INSERT,
      variables: {
        objects: [
          { user_id: me, message: 'Rekke 1', trigger: 'query_answered', sendSms: true },
          { user_id: elsewhere, message: 'Rekke 2', sendSms: true },
          { message: 'Rekke 3', sendSms: true },
          { user_id: String(me), title: 'Delt', message: 'Rekke 4', trigger: 'shared', sendSms: false },
          { user_id: 999_999_999, message: 'Rekke 5', sendSms: true },
          { user_id: me, message: 'Rekke 6', sendSms: true, region: 2, service: 'crm', subject_id: 7 },
        ],
      },
    });
    const body = answer.json<{ data?: { insertNotification: { ids: (string | number)[]; message: string } }; errors?: unknown }>();
    expect(body.errors).toBeUndefined();
    const { ids, message } = body.data!.insertNotification;
    expect(message).toBe('4 notifications created');
    const numbers = ids.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const rows = await server.db.query<{ id: string; user_id: string | null; message: string; region: number | null; subject_id: string | null }>(
      'SELECT id, user_id, message, region, subject_id FROM notifications WHERE id = ANY($1::bigint[]) ORDER BY id',
      [numbers],
    );
    expect(rows.rows.map((r) => [Number(r.id), r.user_id === null ? null : Number(r.user_id), r.message])).toEqual([
      [numbers[0], me, 'Rekke 1'],
      [numbers[1], null, 'Rekke 3'],
      [numbers[2], me, 'Rekke 4'],
      [numbers[3], me, 'Rekke 6'],
    ]);
    expect(rows.rows[3]).toMatchObject({ region: 2 });
    expect(Number(rows.rows[3]!.subject_id)).toBe(7);
    // The demo's staff member: shares by SMS, answers by e-mail only; other kinds as the sender asks.
    expect((await outbox('sms.jsonl')).slice(smsBefore).map((t) => t.content)).toEqual(['Delt: Rekke 4', 'Rekke 6']);
    expect((await outbox('email.jsonl')).slice(mailBefore).map((m) => m.subject)).toEqual(['Rekke 1']);
  });
});
