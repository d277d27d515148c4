// Issue 15 over HTTP, on PGlite and PostgreSQL: members only (and only their tenant) read and write
// a conversation; the idempotent send, the length and flood limits, the edit window, the status
// transitions, the exact unseen counts and the search, each with what a refusal leaves unchanged.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';
import { CHAT_LIMITS } from './chat-rules';

describe('chat over HTTP', () => {
  let server: TestServer;
  let staff: string;
  let participant: string;
  let leader: string;
  let careStaff: string;
  let chatId: number;
  let userIds: Record<string, number>;

  const send = (method: string, path: string, token: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, token, body, host);
  const graphql = async <T>(
    token: string,
    query: string,
    variables: Record<string, unknown> = {},
    host?: string,
  ) => {
    const answer = await send('POST', '/api/srvproxy/v1/graphql', token, { query, variables }, host);
    return answer.json<{ data?: T; errors?: unknown[] }>();
  };
  const message = (body: string, extra: Record<string, unknown> = {}) => ({
    clientId: randomUUID(),
    body,
    ...extra,
  });
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await server.db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
  const messagesIn = (id: number) =>
    count('SELECT count(*) AS n FROM chat_messages WHERE chat_id = $1', [id]);
  const unseenOf = async (user: string, id = chatId) =>
    count('SELECT unseen_count AS n FROM chat_members WHERE chat_id = $1 AND user_id = $2', [
      id,
      userIds[user],
    ]);
  /** Moves past the flood window, so each test starts with its own budget. */
  const nextWindow = () => server.app.clock.advance(CHAT_LIMITS.floodWindowMs + 1);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await signInAs(server, 'demo', 'staff');
    participant = await signInAs(server, 'demo', 'participant');
    leader = await signInAs(server, 'demo', 'leader');
    careStaff = await signInAs(server, 'care', 'staff');
    const { rows } = await server.db.query<{ username: string; id: string }>(
      `SELECT u.username, u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo'`,
    );
    userIds = Object.fromEntries(rows.map((row) => [row.username, Number(row.id)]));
    const chat = await server.db.query<{ id: string }>(
      `SELECT c.id FROM chats c JOIN customers k ON k.id = c.customer_id
        WHERE k.subdomain = 'demo' AND c.title LIKE 'Oppfølging%'`,
    );
    chatId = Number(chat.rows[0]!.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets a participant read only the conversations they are in, and no other tenant’s', async () => {
    const mine = await graphql<{ chats: { id: number; title: string }[] }>(
      participant,
      '{ chats { id title } }',
    );
    expect(mine.data?.chats.map((c) => Number(c.id))).toEqual([chatId]);
    const staffChats = await graphql<{ chats: { id: number }[] }>(staff, '{ chats { id } }');
    expect(staffChats.data?.chats.length).toBe(3);
    // The leader is not in the participant's conversation: neither it nor its messages show.
    const leaders = await graphql<{ chats: { id: number }[]; chat_messages: { id: number }[] }>(
      leader,
      'query ($id: bigint!) { chats(where: {id: {_eq: $id}}) { id } chat_messages(where: {chat_id: {_eq: $id}}) { id } }',
      { id: chatId },
    );
    expect(leaders.data).toEqual({ chats: [], chat_messages: [] });
    const care = await graphql<{ chat_messages: unknown[] }>(
      careStaff,
      'query ($id: bigint!) { chat_messages(where: {chat_id: {_eq: $id}}) { id } }',
      { id: chatId },
      'care.localhost',
    );
    expect(care.data?.chat_messages).toEqual([]);
  });

  it('answers the chat app’s reads (the shapes its subscriptions ask for)', async () => {
    const list = await graphql<{ chats: { chat_members: { unseen_count: number }[] }[] }>(
      participant,
      `
        query ($me: bigint!) {
          chats(order_by: [{ last_message_at: desc_nulls_last }, { id: desc }], limit: 200) {
            id
            title
            status
            kind
            last_message_at
            chat_members(where: { user_id: { _eq: $me } }) {
              unseen_count
              last_delivered_message_id
            }
            chat_messages(order_by: { id: desc }, limit: 1) {
              id
              body
              sender_user_id
              removed_at
            }
          }
        }
      `,
      { me: userIds.participant },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.chats[0]?.chat_members).toHaveLength(1);
    const detail = await graphql<{ chats_by_pk: { id: number } | null; chat_members: unknown[] }>(
      participant,
      `
        query ($chatId: bigint!) {
          chats_by_pk(id: $chatId) {
            id
            title
            status
            kind
            recipient_id
          }
          chat_members(where: { chat_id: { _eq: $chatId } }, order_by: { display_name: asc }) {
            user_id
            display_name
            member_role
            last_read_message_id
            last_delivered_message_id
            unseen_count
          }
        }
      `,
      { chatId },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.chat_members).toHaveLength(2);
    const messages = await graphql<{ chat_messages: unknown[] }>(
      participant,
      `
        query ($chatId: bigint!, $limit: Int!) {
          chat_messages(where: { chat_id: { _eq: $chatId } }, order_by: { id: desc }, limit: $limit) {
            id
            body
            sender_user_id
            client_id
            reply_to_id
            created_at
            edited_at
            removed_at
          }
        }
      `,
      { chatId, limit: 100 },
    );
    expect(messages.errors).toBeUndefined();
    const unseen = await graphql<{
      chat_members_aggregate: { aggregate: { sum: { unseen_count: number } } };
    }>(
      staff,
      'query ($userId: bigint!) { chat_members_aggregate(where: {user_id: {_eq: $userId}}) { aggregate { sum { unseen_count } } } }',
      { userId: userIds.staff },
    );
    expect(unseen.errors).toBeUndefined();
    expect(Number(unseen.data?.chat_members_aggregate.aggregate.sum.unseen_count)).toBe(3);
  });

  it('refuses writes through the data API: every write goes through the chat rules', async () => {
    const before = await messagesIn(chatId);
    const answer = await graphql(
      staff,
      'mutation ($id: bigint!) { insert_chat_messages_one(object: {chat_id: $id, body: "x"}) { id } }',
      { id: chatId },
    );
    expect(answer.errors).toBeDefined();
    expect(await messagesIn(chatId)).toBe(before);
  });

  it('sends a message once per client id, and counts it unseen for the other member until read', async () => {
    nextWindow();
    await send('POST', `/api/chat/chats/${chatId}/read`, staff, {});
    expect(await unseenOf('staff')).toBe(0);
    const before = await messagesIn(chatId);
    const body = message('Hei, jeg kommer litt senere i dag <script>alert(1)</script>');
    const first = await send('POST', `/api/chat/chats/${chatId}/messages`, participant, body);
    expect(first.status).toBe(201);
    const again = await send('POST', `/api/chat/chats/${chatId}/messages`, participant, body);
    expect(again.status).toBe(200);
    expect(again.json<{ id: number; duplicate: boolean }>()).toMatchObject({
      id: first.json<{ id: number }>().id,
      duplicate: true,
    });
    expect(await messagesIn(chatId)).toBe(before + 1);
    // Stored as the text it is: the screen shows it escaped (never as HTML).
    const stored = await graphql<{ chat_messages_by_pk: { body: string } }>(
      staff,
      'query ($id: bigint!) { chat_messages_by_pk(id: $id) { body } }',
      { id: first.json<{ id: number }>().id },
    );
    expect(stored.data?.chat_messages_by_pk.body).toBe(body.body);
    expect(await unseenOf('staff')).toBe(1);
    expect(await unseenOf('participant')).toBe(0);
    const read = await send('POST', `/api/chat/chats/${chatId}/read`, staff, {});
    expect(read.json()).toEqual({ unseen: 0 });
    expect(await unseenOf('staff')).toBe(0);
  });

  it('refuses an empty or over-long message, a member who is not in it, and another tenant', async () => {
    nextWindow();
    const before = await messagesIn(chatId);
    const empty = await send('POST', `/api/chat/chats/${chatId}/messages`, staff, message('   '));
    expect(empty.status).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe('chat_message_empty');
    const long = await send(
      'POST',
      `/api/chat/chats/${chatId}/messages`,
      staff,
      message('a'.repeat(CHAT_LIMITS.bodyMax + 1)),
    );
    expect(long.json<{ error: string }>().error).toBe('chat_message_too_long');
    const badId = await send('POST', `/api/chat/chats/${chatId}/messages`, staff, {
      clientId: 'not-a-uuid',
      body: 'x',
    });
    expect(badId.status).toBe(400);
    const refused = badId.json<{ error: string; field: string; issues: { in: string; field: string }[] }>();
    expect(refused.error).toBe('invalid_input');
    expect(refused.field).toBe('clientId');
    expect(refused.issues[0]).toMatchObject({ in: 'body', field: 'clientId' });
    const outsider = await send('POST', `/api/chat/chats/${chatId}/messages`, leader, message('Hei'));
    expect(outsider.status).toBe(404);
    expect(outsider.json<{ error: string }>().error).toBe('chat_not_found');
    const otherTenant = await send(
      'POST',
      `/api/chat/chats/${chatId}/messages`,
      careStaff,
      message('Hei'),
      'care.localhost',
    );
    expect(otherTenant.status).toBe(404);
    const wrongHost = await send('POST', `/api/chat/chats/${chatId}/messages`, careStaff, message('Hei'));
    expect(wrongHost.status).toBeGreaterThanOrEqual(401);
    const outsiderRead = await send('POST', `/api/chat/chats/${chatId}/read`, leader, {});
    expect(outsiderRead.status).toBe(404);
    expect(await messagesIn(chatId)).toBe(before);
  });

  it('edits and removes one’s own message within the window only', async () => {
    nextWindow();
    const sent = await send('POST', `/api/chat/chats/${chatId}/messages`, staff, message('Møtet er kl. 10'));
    const id = sent.json<{ id: number }>().id;
    expect((await send('PUT', `/api/chat/messages/${id}`, participant, { body: 'hacked' })).status).toBe(403);
    expect((await send('PUT', `/api/chat/messages/${id}`, staff, { body: 'Møtet er kl. 11' })).status).toBe(
      200,
    );
    const later = await send(
      'POST',
      `/api/chat/chats/${chatId}/messages`,
      staff,
      message('Ta med legeerklæringen'),
    );
    const laterId = later.json<{ id: number }>().id;
    expect((await send('DELETE', `/api/chat/messages/${laterId}`, staff)).status).toBe(200);
    expect(
      (await send('PUT', `/api/chat/messages/${laterId}`, staff, { body: 'x' })).json<{ error: string }>()
        .error,
    ).toBe('chat_message_removed');
    server.app.clock.advance(CHAT_LIMITS.editWindowMs + 1000);
    const late = await send('PUT', `/api/chat/messages/${id}`, staff, { body: 'Møtet er kl. 12' });
    expect(late.status).toBe(409);
    expect(late.json<{ error: string }>().error).toBe('chat_edit_window_passed');
    const { rows } = await server.db.query<{ body: string; edited_at: Date | null; removed_at: Date | null }>(
      'SELECT body, edited_at, removed_at FROM chat_messages WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[id, laterId]],
    );
    expect(rows[0]).toMatchObject({ body: 'Møtet er kl. 11' });
    expect(rows[0]?.edited_at).not.toBeNull();
    expect(rows[1]).toMatchObject({ body: '' });
    expect(rows[1]?.removed_at).not.toBeNull();
  });

  it('enforces the status transitions: staff resolve, a participant’s message reopens', async () => {
    nextWindow();
    const status = async () =>
      (await server.db.query<{ status: string }>('SELECT status FROM chats WHERE id = $1', [chatId])).rows[0]
        ?.status;
    expect(await status()).toBe('active');
    const byParticipant = await send('POST', `/api/chat/chats/${chatId}/status`, participant, {
      status: 'resolved',
    });
    expect(byParticipant.status).toBe(409);
    expect(byParticipant.json<{ error: string }>().error).toBe('chat_status_forbidden');
    expect(
      (await send('POST', `/api/chat/chats/${chatId}/status`, staff, { status: 'reopened' })).status,
    ).toBe(409);
    expect(await status()).toBe('active');
    expect(
      (await send('POST', `/api/chat/chats/${chatId}/status`, staff, { status: 'resolved' })).status,
    ).toBe(200);
    expect(await status()).toBe('resolved');
    // Staff may write a last word without reopening.
    await send('POST', `/api/chat/chats/${chatId}/messages`, staff, message('Da avslutter vi saken.'));
    expect(await status()).toBe('resolved');
    const reply = await send(
      'POST',
      `/api/chat/chats/${chatId}/messages`,
      participant,
      message('Et spørsmål til!'),
    );
    expect(reply.json<{ status: string; reopened: boolean }>()).toMatchObject({
      status: 'reopened',
      reopened: true,
    });
    expect(await status()).toBe('reopened');
    expect((await send('POST', `/api/chat/chats/${chatId}/status`, staff, { status: 'active' })).status).toBe(
      409,
    );
    expect((await send('POST', `/api/chat/chats/${chatId}/status`, staff, { status: 'bogus' })).status).toBe(
      400,
    );
  });

  it('limits a flood of messages from one user with a clear code', async () => {
    nextWindow();
    const before = await messagesIn(chatId);
    const answers: number[] = [];
    for (let i = 0; i < CHAT_LIMITS.floodMessages + 2; i++)
      answers.push(
        (await send('POST', `/api/chat/chats/${chatId}/messages`, participant, message(`flom ${i}`))).status,
      );
    expect(answers.filter((s) => s === 201)).toHaveLength(CHAT_LIMITS.floodMessages);
    const refused = await send('POST', `/api/chat/chats/${chatId}/messages`, participant, message('enda en'));
    expect(refused.status).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe('chat_rate_limited');
    expect(await messagesIn(chatId)).toBe(before + CHAT_LIMITS.floodMessages);
    nextWindow();
    expect(
      (await send('POST', `/api/chat/chats/${chatId}/messages`, participant, message('nå går det'))).status,
    ).toBe(201);
  });

  it('starts conversations (staff only), reuses a one-to-one, and adds and removes members', async () => {
    const refused = await send('POST', '/api/chat/chats', participant, {
      memberIds: [userIds.leader, userIds.staff],
    });
    expect(refused.status).toBe(403);
    const notTheirs = await send('POST', '/api/chat/chats', participant, { memberIds: [userIds.admin] });
    expect(notTheirs.json<{ error: string }>().error).toBe('chat_not_your_staff');
    const again = await send('POST', '/api/chat/chats', staff, { memberIds: [userIds.participant] });
    expect(again.json()).toEqual({ id: chatId, existing: true });
    const group = await send('POST', '/api/chat/chats', staff, {
      title: 'Jobbklubben',
      memberIds: [userIds.participant, userIds.leader],
    });
    expect(group.status).toBe(201);
    const groupId = group.json<{ id: number }>().id;
    expect(
      (await send('DELETE', `/api/chat/chats/${groupId}/members/${userIds.leader}`, participant)).status,
    ).toBe(403);
    expect((await send('DELETE', `/api/chat/chats/${groupId}/members/${userIds.leader}`, staff)).status).toBe(
      200,
    );
    const leaderSees = await graphql<{ chats: { id: number }[] }>(
      leader,
      'query ($id: bigint!) { chats(where: {id: {_eq: $id}}) { id } }',
      {
        id: groupId,
      },
    );
    expect(leaderSees.data?.chats).toEqual([]);
    expect(
      (await send('POST', `/api/chat/chats/${groupId}/members`, staff, { userId: userIds.leader })).status,
    ).toBe(201);
    const careUser = await server.db.query<{ id: string }>(
      `SELECT u.id FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'care' LIMIT 1`,
    );
    const foreign = await send('POST', `/api/chat/chats/${groupId}/members`, staff, {
      userId: Number(careUser.rows[0]!.id),
    });
    expect(foreign.status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM chat_members WHERE chat_id = $1', [groupId])).toBe(3);
  });

  it('searches the user’s own conversations in Norwegian and English', async () => {
    const search = async (token: string, q: string) =>
      (await send('GET', `/api/chat/search?q=${encodeURIComponent(q)}`, token)).json<{
        hits: { body: string; chatId: number }[];
      }>().hits;
    const hits = await search(staff, 'arbeidspraksis');
    expect(hits.some((h) => h.body.includes('arbeidspraksisen'))).toBe(true);
    expect((await search(participant, 'CV')).some((h) => h.chatId === chatId)).toBe(true);
    // The leader is not in that conversation, and another tenant finds nothing of it.
    expect(await search(leader, 'arbeidspraksis')).toEqual([]);
    const care = await send(
      'GET',
      `/api/chat/search?q=arbeidspraksis`,
      careStaff,
      undefined,
      'care.localhost',
    );
    expect(care.json<{ hits: { chatId: number }[] }>().hits.some((h) => h.chatId === chatId)).toBe(false);
    // English stemming: "meetings" finds "meeting".
    nextWindow();
    await send(
      'POST',
      `/api/chat/chats/${chatId}/messages`,
      staff,
      message('The meeting is moved to Friday'),
    );
    expect((await search(participant, 'meetings')).length).toBeGreaterThan(0);
  });

  it('tells a participant who has not read a message by SMS, once per quiet period, without its words', async () => {
    const outbox = async () =>
      (await readFile(path.join(server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; content: string });
    const runDue = async (ms: number) => {
      server.app.clock.advance(ms);
      await server.app.jobs.runDue();
    };
    await send('POST', `/api/chat/chats/${chatId}/read`, participant, {});
    await runDue(CHAT_LIMITS.smsDelayMs + 1000);
    await runDue(CHAT_LIMITS.smsQuietMs);
    const before = (await outbox()).length;

    nextWindow();
    expect(
      (
        await send(
          'POST',
          `/api/chat/chats/${chatId}/messages`,
          staff,
          message('Hemmelig innhold om helsa di'),
        )
      ).status,
    ).toBe(201);
    await runDue(CHAT_LIMITS.smsDelayMs - 5000);
    expect(await outbox()).toHaveLength(before);
    await runDue(6000);
    const sms = await outbox();
    expect(sms).toHaveLength(before + 1);
    expect(sms.at(-1)?.to).toBe('+4799100004');
    expect(sms.at(-1)?.content).not.toContain('Hemmelig');
    expect(
      await count(
        `SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND service = 'chat' AND send_sms`,
        [userIds.participant],
      ),
    ).toBeGreaterThan(0);

    // Within the quiet period: no second SMS for this conversation.
    await send('POST', `/api/chat/chats/${chatId}/messages`, staff, message('Og en til'));
    await runDue(CHAT_LIMITS.smsDelayMs + 1000);
    expect(await outbox()).toHaveLength(before + 1);

    // After it, a message the participant reads in time gives no SMS either.
    await runDue(CHAT_LIMITS.smsQuietMs);
    nextWindow();
    await send('POST', `/api/chat/chats/${chatId}/messages`, staff, message('Ses i morgen'));
    await send('POST', `/api/chat/chats/${chatId}/read`, participant, {});
    await runDue(CHAT_LIMITS.smsDelayMs + 1000);
    expect(await outbox()).toHaveLength(before + 1);
    // Staff are never told by SMS (they work in the portal).
    await send('POST', `/api/chat/chats/${chatId}/messages`, participant, message('Hei igjen'));
    await runDue(CHAT_LIMITS.smsDelayMs + 1000);
    expect(await outbox()).toHaveLength(before + 1);
  });

  it('passes typing on to the members watching, never to or from a non-member, with a ticket only', async () => {
    const ticket = async (token: string) =>
      (await send('POST', '/api/chat/live-ticket', token)).json<{ ticket: string }>().ticket;
    const open = (first: unknown) =>
      new Promise<{ ws: WebSocket; heard: { type: string; userId?: number }[]; closed: () => number | null }>(
        (resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/chat/live`, {
            headers: { host: `demo.localhost:${server.port}` },
          });
          const heard: { type: string; userId?: number }[] = [];
          let code: number | null = null;
          ws.on('open', () => {
            ws.send(JSON.stringify(first));
            resolve({ ws, heard, closed: () => code });
          });
          ws.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString()) as { type: string }));
          ws.on('close', (c: number) => {
            code = c;
          });
          ws.on('error', reject);
        },
      );
    const forged = await open({ type: 'auth', ticket: 'x'.repeat(40) });
    await expect.poll(() => forged.closed()).toBe(4403);
    const watcher = await open({ type: 'auth', ticket: await ticket(staff) });
    await expect.poll(() => watcher.heard.some((m) => m.type === 'ready')).toBe(true);
    watcher.ws.send(JSON.stringify({ type: 'watch', chatId }));
    const outsider = await open({ type: 'auth', ticket: await ticket(leader) });
    const typer = await open({ type: 'auth', ticket: await ticket(participant) });
    await expect.poll(() => typer.heard.some((m) => m.type === 'ready')).toBe(true);
    await expect
      .poll(() => {
        outsider.ws.send(JSON.stringify({ type: 'typing', chatId }));
        typer.ws.send(JSON.stringify({ type: 'typing', chatId }));
        return watcher.heard.filter((m) => m.type === 'typing').length;
      })
      .toBeGreaterThan(0);
    expect(new Set(watcher.heard.filter((m) => m.type === 'typing').map((m) => m.userId))).toEqual(
      new Set([userIds.participant]),
    );
    for (const socket of [watcher, outsider, typer]) socket.ws.close();
  });

  it('handles a socket’s messages in order: sign-in and watch sent at once, typing then heard (issue 33.5)', async () => {
    const ticket = async (token: string) =>
      (await send('POST', '/api/chat/live-ticket', token)).json<{ ticket: string }>().ticket;
    const connect = async (...first: unknown[]) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/chat/live`, {
        headers: { host: `demo.localhost:${server.port}` },
      });
      const heard: { type: string; userId?: number }[] = [];
      let code: number | null = null;
      ws.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString()) as { type: string }));
      ws.on('close', (c: number) => {
        code = c;
      });
      await new Promise((resolve) => ws.on('open', resolve));
      // Back to back, as the browser's app does: the watch arrives while the sign-in is still checked.
      for (const message of first) ws.send(JSON.stringify(message));
      return { ws, heard, closed: () => code };
    };
    const watcher = await connect({ type: 'auth', ticket: await ticket(staff) }, { type: 'watch', chatId });
    const typer = await connect(
      { type: 'auth', ticket: await ticket(participant) },
      { type: 'watch', chatId },
      { type: 'typing', chatId },
    );
    await expect.poll(() => watcher.heard.filter((m) => m.type === 'typing').length).toBeGreaterThan(0);
    expect(watcher.heard.find((m) => m.type === 'typing')?.userId).toBe(userIds.participant);
    expect(watcher.closed()).toBeNull();
    expect(typer.closed()).toBeNull();
    // A watch before any sign-in is still refused.
    const early = await connect({ type: 'watch', chatId });
    await expect.poll(() => early.closed()).toBe(4401);
    for (const socket of [watcher, typer]) socket.ws.close();
  });

  it('closes a typing socket when its user is deactivated while it is open (issue 24.8)', async () => {
    const { ticket } = (await send('POST', '/api/chat/live-ticket', participant)).json<{ ticket: string }>();
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/chat/live`, {
      headers: { host: `demo.localhost:${server.port}` },
    });
    const heard: string[] = [];
    let code: number | null = null;
    ws.on('message', (data: Buffer) => heard.push((JSON.parse(data.toString()) as { type: string }).type));
    ws.on('close', (c: number) => {
      code = c;
    });
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send(JSON.stringify({ type: 'auth', ticket }));
    await expect.poll(() => heard.includes('ready')).toBe(true);
    await server.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [userIds.participant]);
    try {
      ws.send(JSON.stringify({ type: 'watch', chatId }));
      await expect.poll(() => code).toBe(4401);
    } finally {
      await server.db.query('UPDATE users SET deleted_at = NULL WHERE id = $1', [userIds.participant]);
    }
  });
});
