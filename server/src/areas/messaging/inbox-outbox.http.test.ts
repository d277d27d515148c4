// Issue 31 items 1, 2 and 4 over HTTP, on PGlite and PostgreSQL: the inbox (unread first, filters,
// read state, only one's own), the outbox (status from the SMS delivery, withdraw), sharing with a
// colleague (found in their inbox) and its refusals: another tenant's user, an item of another
// tenant, a participant not entitled, a restricted participant, a role without the capability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem, OutboxItem } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

describe('inbox, outbox and share over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let leader: string;
  let participant: string;
  let temporary: string;
  let careStaff: string;
  const userId = async (subdomain: string, username: string) => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2`,
      [subdomain, username],
    );
    return Number(rows[0]!.id);
  };
  const inboxCount = async () =>
    Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM inbox_items')).rows[0]!.n);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    leader = await signInAs(server, 'demo', 'leader');
    participant = await signInAs(server, 'demo', 'participant');
    temporary = await signInAs(server, 'demo', 'temporary');
    careStaff = await signInAs(server, 'care', 'staff');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the inbox unread first, newest first, with its counts, and filters it', async () => {
    const answer = await sendJson(server, 'GET', '/api/inbox', staff);
    expect(answer.status).toBe(200);
    const page = answer.json<{ items: InboxItem[]; total: number; unread: number }>();
    expect(page.total).toBeGreaterThanOrEqual(5);
    const firstRead = page.items.findIndex((item) => item.read);
    expect(page.items.slice(firstRead).every((item) => item.read)).toBe(true);
    expect(page.unread).toBe(page.items.filter((item) => !item.read).length);
    const shared = page.items.find((item) => item.kind === 'shared');
    expect(shared?.from?.name).toBeTruthy();
    expect(shared?.note).toBeTruthy();

    const kinds = (await sendJson(server, 'GET', '/api/inbox?kind=qnr_answered', staff)).json<{
      items: InboxItem[];
    }>();
    expect(kinds.items.length).toBeGreaterThan(0);
    expect(kinds.items.every((item) => item.kind === 'qnr_answered')).toBe(true);
    const who = shared!.participant!.id;
    const byParticipant = (await sendJson(server, 'GET', `/api/inbox?participant=${who}`, staff)).json<{
      items: InboxItem[];
    }>();
    expect(byParticipant.items.every((item) => item.participant?.id === who)).toBe(true);
    const future = (await sendJson(server, 'GET', '/api/inbox?from=2999-01-01', staff)).json<{
      items: InboxItem[];
    }>();
    expect(future.items).toEqual([]);
    expect((await sendJson(server, 'GET', '/api/inbox?from=2024-13-01', staff)).status).toBe(400);
  });

  it('marks one item read and unread, and all read; another user’s item is not found', async () => {
    const page = (await sendJson(server, 'GET', '/api/inbox?unreadOnly=true', leader)).json<{
      items: InboxItem[];
      unread: number;
    }>();
    const item = page.items[0]!;
    expect((await sendJson(server, 'PUT', `/api/inbox/${item.id}/read`, leader, { read: true })).status).toBe(
      200,
    );
    expect((await sendJson(server, 'GET', `/api/inbox/${item.id}`, leader)).json<InboxItem>().read).toBe(
      true,
    );
    expect(
      (await sendJson(server, 'PUT', `/api/inbox/${item.id}/read`, leader, { read: false })).status,
    ).toBe(200);
    // the staff member cannot read or change the leader's item
    expect((await sendJson(server, 'GET', `/api/inbox/${item.id}`, staff)).status).toBe(404);
    expect((await sendJson(server, 'PUT', `/api/inbox/${item.id}/read`, staff, { read: true })).status).toBe(
      404,
    );
    expect(
      (await sendJson(server, 'GET', `/api/inbox/${item.id}`, careStaff, undefined, 'care.localhost')).status,
    ).toBe(404);
    const all = await sendJson(server, 'POST', '/api/inbox/read-all', leader);
    expect(all.json<{ updated: number }>().updated).toBeGreaterThan(0);
    expect((await sendJson(server, 'GET', '/api/inbox', leader)).json<{ unread: number }>().unread).toBe(0);
  });

  it('shares a document with a colleague, who finds it in the inbox with the note and a notification', async () => {
    const documentId = Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT d.id FROM documents d JOIN customers c ON c.id = d.customer_id WHERE c.subdomain = 'demo' ORDER BY d.id LIMIT 1`,
        )
      ).rows[0]!.id,
    );
    const leaderId = await userId('demo', 'leader');
    const targets = (await sendJson(server, 'GET', '/api/share/targets?search=', staff)).json<{
      targets: { id: number }[];
    }>();
    expect(targets.targets.map((t) => t.id)).toContain(leaderId);
    const shared = await sendJson(server, 'POST', '/api/share', staff, {
      documentId,
      userId: leaderId,
      note: 'Se på denne',
    });
    expect(shared.status).toBe(201);
    const { id } = shared.json<{ id: number }>();
    const item = (await sendJson(server, 'GET', `/api/inbox/${id}`, leader)).json<InboxItem>();
    expect(item).toMatchObject({ kind: 'shared', documentId, note: 'Se på denne', read: false });
    const notified = await server.db.query(
      'SELECT 1 FROM notifications WHERE user_id = $1 AND subject_id = $2',
      [leaderId, id],
    );
    expect(notified.rows).toHaveLength(1);
  });

  it('refuses a share with another tenant’s user, of another tenant’s item, or to a participant it is not about; nothing saved', async () => {
    const before = await inboxCount();
    const careLeader = await userId('care', 'leader');
    const leaderId = await userId('demo', 'leader');
    const participantId = await userId('demo', 'participant');
    const careQuery = Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT q.id FROM queries q JOIN customers c ON c.id = q.customer_id WHERE c.subdomain = 'care' LIMIT 1`,
        )
      ).rows[0]!.id,
    );
    const notTheirs = Number(
      (
        await server.db.query<{ id: string }>(
          `SELECT q.id FROM queries q JOIN customers c ON c.id = q.customer_id
           JOIN recipients r ON r.id = q.patient_id
          WHERE c.subdomain = 'demo' AND r.user_id IS DISTINCT FROM $1 LIMIT 1`,
          [participantId],
        )
      ).rows[0]!.id,
    );
    const tries = [
      [{ queryId: notTheirs, userId: careLeader }, 404, 'share_user_not_found'],
      [{ queryId: careQuery, userId: leaderId }, 404, 'share_item_not_found'],
      [{ queryId: notTheirs, userId: participantId }, 404, 'share_item_not_found'],
      [{ queryId: notTheirs, documentId: 1, userId: leaderId }, 400, 'invalid_input'],
      [{ queryId: notTheirs, userId: leaderId, note: 'x'.repeat(2001) }, 400, 'invalid_input'],
    ] as const;
    for (const [body, status, code] of tries) {
      const answer = await sendJson(server, 'POST', '/api/share', staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json<{ error: string }>().error).toBe(code);
    }
    expect(
      (await sendJson(server, 'POST', '/api/share', participant, { queryId: notTheirs, userId: leaderId }))
        .status,
    ).toBe(403);
    expect(await inboxCount()).toBe(before);
  });

  it('refuses the messaging pages to a restricted participant and the outbox to a participant', async () => {
    const restricted = await sendJson(server, 'GET', '/api/inbox', temporary);
    expect(restricted.status).toBe(403);
    expect(restricted.json<{ error: string; messages: { no: string } }>()).toMatchObject({
      error: 'messaging_restricted',
    });
    expect((await sendJson(server, 'GET', '/api/outbox', participant)).status).toBe(403);
    expect((await sendJson(server, 'GET', '/api/inbox', participant)).status).toBe(200);
  });

  it('lists the outbox with SMS delivery and status, and withdraws an unanswered questionnaire once', async () => {
    const page = (await sendJson(server, 'GET', '/api/outbox?kind=questionnaire', staff)).json<{
      items: OutboxItem[];
      total: number;
    }>();
    expect(page.total).toBeGreaterThan(3);
    const statuses = new Set(page.items.map((item) => item.status));
    expect(statuses.has('answered')).toBe(true);
    expect(statuses.has('sms_failed')).toBe(true);
    const open = page.items.find((item) => item.canWithdraw && item.status !== 'opened')!;
    expect(
      (await sendJson(server, 'POST', `/api/outbox/questionnaire/${open.id}/withdraw`, staff)).status,
    ).toBe(200);
    const again = await sendJson(server, 'POST', `/api/outbox/questionnaire/${open.id}/withdraw`, staff);
    expect(again.status).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('outbox_not_withdrawable');
    const after = (await sendJson(server, 'GET', '/api/outbox?kind=questionnaire', staff)).json<{
      items: OutboxItem[];
    }>();
    expect(after.items.find((item) => item.id === open.id)?.status).toBe('withdrawn');
    const answered = page.items.find((item) => item.status === 'answered')!;
    expect(
      (await sendJson(server, 'POST', `/api/outbox/questionnaire/${answered.id}/withdraw`, staff)).status,
    ).toBe(409);
    expect(
      (
        await sendJson(
          server,
          'POST',
          `/api/outbox/questionnaire/${answered.id}/withdraw`,
          careStaff,
          undefined,
          'care.localhost',
        )
      ).status,
    ).toBe(404);
  });

  it('sends a questionnaire’s SMS again through the adapter', async () => {
    const page = (await sendJson(server, 'GET', '/api/outbox?kind=questionnaire', staff)).json<{
      items: OutboxItem[];
    }>();
    const withSms = page.items.find((item) => item.canResend)!;
    const count = async () =>
      Number(
        (
          await server.db.query<{ n: string }>('SELECT count(*) AS n FROM sms WHERE query_id = $1', [
            withSms.id,
          ])
        ).rows[0]!.n,
      );
    const before = await count();
    expect(
      (await sendJson(server, 'POST', `/api/outbox/questionnaire/${withSms.id}/resend`, staff)).status,
    ).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('answers an inbox item when a participant answers a questionnaire (the trigger)', async () => {
    const { rows } = await server.db.query<{ id: string; created_by: string }>(
      `SELECT q.id, q.created_by FROM queries q JOIN customers c ON c.id = q.customer_id
        WHERE c.subdomain = 'demo' AND q.status = 'SENT' AND q.created_by IS NOT NULL AND q.deleted_at IS NULL LIMIT 1`,
    );
    const query = rows[0]!;
    await server.db.transaction(async (tx) => {
      await tx.query("SELECT set_config('portal.decided_by', 'recipient', true)");
      await tx.query(`UPDATE queries SET status = 'ANSWERED' WHERE id = $1`, [query.id]);
    });
    const items = await server.db.query(
      'SELECT 1 FROM inbox_items WHERE query_id = $1 AND user_id = $2 AND kind = $3',
      [query.id, query.created_by, 'qnr_answered'],
    );
    expect(items.rows).toHaveLength(1);
  });
});
