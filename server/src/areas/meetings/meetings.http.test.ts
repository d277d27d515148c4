// The meeting room's rules on the real server (PGlite and PostgreSQL): only the event's creator and
// invited users get a ticket; a ticket is used once, on its own tenant; a message for another room
// is refused; a participant waits until a host lets them in; a fifth member is refused; the chat
// and the signals reach only the room's members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';
import { HELLO_TIMEOUT_MS, SESSION_RECHECK_MS, TICKET_TTL_MS, TICKETS_PER_MINUTE } from './meetings-plugin';
import { connectMeeting } from './test/meeting-client';
import { turnPassword } from './turn-credentials';

const SECRET = 'test-turn-secret-0123456789';

let server: TestServer;
let eventId: number;
let otherTenantEventId: number;
const tokens: Record<string, string> = {};

async function ticketFor(user: string, id = eventId, host = 'demo.localhost') {
  return server.request(`/api/meetings/${id}/ticket`, {
    method: 'POST',
    host,
    headers: { authorization: `Bearer ${tokens[user]}` },
  });
}

const connect = (host = 'demo.localhost') => connectMeeting(server.port, host);

/** Signs `user` in to the room: a ticket, the socket, hello; resolves with the welcome. */
async function join(user: string, id = eventId) {
  const answer = await ticketFor(user, id);
  expect(answer.status).toBe(200);
  const { ticket } = answer.json() as { ticket: string };
  const client = connect();
  client.send({ type: 'hello', ticket });
  const welcome = await client.next('welcome');
  return { client, peerId: welcome.peerId as string };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { TURN_URLS: 'turn:127.0.0.1:3478?transport=udp', TURN_SECRET: SECRET },
  });
  const { db } = server;
  const demo = `(SELECT id FROM customers WHERE subdomain = 'demo')`;
  const care = `(SELECT id FROM customers WHERE subdomain = 'care')`;
  for (const name of ['meet1', 'meet2', 'meet3', 'meet4'])
    await db.query(
      `INSERT INTO users (customer_id, username, first_name, last_name, role)
       VALUES (${demo}, $1, 'Møte', $1, 'staff')`,
      [name],
    );
  const userId = (name: string, tenant = demo) =>
    `(SELECT id FROM users WHERE username = '${name}' AND customer_id = ${tenant} AND deleted_at IS NULL)`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (customer_id, title, starts_at, ends_at, created_by)
     VALUES (${demo}, 'Videomøte', now(), now() + interval '1 hour', ${userId('staff')}) RETURNING id`,
  );
  eventId = Number(rows[0]?.id);
  for (const name of ['participant', 'meet1', 'meet2', 'meet3', 'meet4'])
    await db.query(
      `INSERT INTO event_participants (event_id, user_id, customer_id) VALUES ($1, ${userId(name)}, ${demo})`,
      [eventId],
    );
  const other = await db.query<{ id: string }>(
    `INSERT INTO events (customer_id, title, starts_at, ends_at, created_by)
     VALUES (${care}, 'Annet møte', now(), now() + interval '1 hour', ${userId('staff', care)}) RETURNING id`,
  );
  otherTenantEventId = Number(other.rows[0]?.id);
  for (const name of ['staff', 'participant', 'leader', 'meet1', 'meet2', 'meet3', 'meet4'])
    tokens[name] = await signInAs(server, 'demo', name);
  tokens.careStaff = await signInAs(server, 'care', 'staff');
});

afterAll(async () => {
  await server?.close();
});

describe('the meeting room', () => {
  it('tells an invited user about the room and refuses everyone else with a clear code', async () => {
    const info = await server.request(`/api/meetings/${eventId}`, {
      headers: { authorization: `Bearer ${tokens.participant}` },
    });
    expect(info.status).toBe(200);
    expect(info.json()).toMatchObject({ eventId, title: 'Videomøte', host: false });
    const staff = await server.request(`/api/meetings/${eventId}`, {
      headers: { authorization: `Bearer ${tokens.staff}` },
    });
    expect(staff.json()).toMatchObject({ host: true });

    // The team leader is not invited: no room, no ticket.
    const leader = await ticketFor('leader');
    expect(leader.status).toBe(403);
    expect(leader.json()).toMatchObject({ error: 'meeting_not_invited' });
    // Another tenant's event is no event here, and another tenant's user gets nothing either.
    const elsewhere = await ticketFor('staff', otherTenantEventId);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: 'meeting_not_found' });
    const careUser = await server.request(`/api/meetings/${eventId}/ticket`, {
      method: 'POST',
      host: 'care.localhost',
      headers: { authorization: `Bearer ${tokens.careStaff}` },
    });
    expect(careUser.status).toBe(404);
    // A token of one tenant on another tenant's host is refused.
    const crossed = await ticketFor('careStaff');
    expect(crossed.status).toBe(401);
    const bad = await server.request('/api/meetings/abc/ticket', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.staff}` },
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_input', field: 'eventId' });
    const anonymous = await server.request(`/api/meetings/${eventId}/ticket`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('issues short-lived TURN credentials of the TURN REST API scheme', async () => {
    const answer = await ticketFor('participant');
    const body = answer.json() as {
      iceServers: { urls: string[]; username: string; credential: string }[];
      expiresAt: string;
    };
    const [turn] = body.iceServers;
    expect(turn?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    expect(body).toMatchObject({ iceTransportPolicy: 'all' });
    const [expiry, user] = (turn?.username ?? '').split(':');
    expect(Number(user)).toBeGreaterThan(0);
    const ttl = Number(expiry) - Math.floor(server.app.clock.now().getTime() / 1000);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
    expect(turn?.credential).toBe(turnPassword(SECRET, turn?.username ?? ''));
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('uses a ticket once, on its own tenant, while it is fresh', async () => {
    const { ticket } = (await ticketFor('staff')).json() as { ticket: string };
    // On another tenant's host the ticket is refused (and spent).
    const crossed = connect('care.localhost');
    crossed.send({ type: 'hello', ticket });
    expect(await crossed.next('error')).toMatchObject({ code: 'ticket_invalid' });
    expect(await crossed.closed).toBe(4401);
    const again = connect();
    again.send({ type: 'hello', ticket });
    expect(await again.next('error')).toMatchObject({ code: 'ticket_invalid' });
    expect(await again.closed).toBe(4401);

    const { ticket: stale } = (await ticketFor('staff')).json() as { ticket: string };
    server.app.clock.advance(TICKET_TTL_MS + 1);
    const late = connect();
    late.send({ type: 'hello', ticket: stale });
    expect(await late.next('error')).toMatchObject({ code: 'ticket_invalid' });

    const silent = connect();
    await new Promise((resolve) => silent.socket.once('open', resolve));
    server.app.clock.advance(HELLO_TIMEOUT_MS + 1);
    expect(await silent.closed).toBe(4401);
  });

  it('keeps a participant waiting until the host lets them in; the chat and signals reach the members', async () => {
    const host = await join('staff');
    expect(await host.client.next('joined')).toMatchObject({ peers: [] });
    const guest = await join('participant');
    expect(await guest.client.next('waiting')).toMatchObject({ hostPresent: true });
    // The host heard of the empty waiting room on entering; then of the participant.
    let lobby = await host.client.next('lobby');
    while ((lobby.waiting as unknown[]).length === 0) lobby = await host.client.next('lobby');
    expect(lobby.waiting).toEqual([{ peerId: guest.peerId, name: expect.any(String) as string }]);

    // Waiting, the participant can neither signal nor chat.
    guest.client.send({ type: 'chat', room: eventId, text: 'Hei?' });
    expect(await guest.client.next('error')).toMatchObject({ code: 'not_member' });
    // Only a host lets people in.
    guest.client.send({ type: 'admit', room: eventId, peerId: guest.peerId });
    expect(await guest.client.next('error')).toMatchObject({ code: 'not_member' });

    host.client.send({ type: 'admit', room: eventId, peerId: guest.peerId });
    expect(await guest.client.next('joined')).toMatchObject({
      peers: [{ peerId: host.peerId, host: true }],
    });
    expect(await host.client.next('peer-joined')).toMatchObject({ peer: { peerId: guest.peerId } });
    guest.client.send({ type: 'admit', room: eventId, peerId: host.peerId });
    expect(await guest.client.next('error')).toMatchObject({ code: 'not_host' });

    guest.client.send({
      type: 'signal',
      room: eventId,
      to: host.peerId,
      data: { sdp: { type: 'offer', sdp: 'v=0' } },
    });
    expect(await host.client.next('signal')).toEqual({
      type: 'signal',
      from: guest.peerId,
      data: { sdp: { type: 'offer', sdp: 'v=0' } },
    });
    host.client.send({ type: 'chat', room: eventId, text: '  Velkommen!  ' });
    expect(await guest.client.next('chat')).toMatchObject({ from: host.peerId, text: 'Velkommen!' });
    expect(await host.client.next('chat')).toMatchObject({ text: 'Velkommen!' });
    host.client.send({ type: 'chat', room: eventId, text: 'x'.repeat(1001) });
    expect(await host.client.next('error')).toMatchObject({ code: 'chat_invalid' });

    // A message for another room is refused and goes nowhere.
    host.client.send({ type: 'signal', room: otherTenantEventId, to: guest.peerId, data: {} });
    expect(await host.client.next('error')).toMatchObject({ code: 'wrong_room' });
    host.client.send({ type: 'chat', room: eventId + 1, text: 'feil rom' });
    expect(await host.client.next('error')).toMatchObject({ code: 'wrong_room' });
    host.client.send({ type: 'signal', room: eventId, to: 'nobody', data: {} });
    expect(await host.client.next('error')).toMatchObject({ code: 'unknown_peer' });
    host.client.send({ type: 'chat', room: eventId, text: 'siste' });
    expect(await guest.client.next('chat')).toMatchObject({ text: 'siste' });

    guest.client.send({ type: 'leave', room: eventId });
    expect(await host.client.next('peer-left')).toEqual({ type: 'peer-left', peerId: guest.peerId });
    expect(await guest.client.closed).toBe(1000);
    host.client.socket.close();
    await host.client.closed;
  });

  it("ends a member's socket when their session is revoked (logout)", async () => {
    const member = await join('meet4');
    await member.client.next('joined');
    await server.db.query(
      `UPDATE sessions SET revoked_at = now()
        WHERE user_id = (SELECT id FROM users WHERE username = 'meet4' AND deleted_at IS NULL
                           AND customer_id = (SELECT id FROM customers WHERE subdomain = 'demo'))`,
    );
    server.app.clock.advance(SESSION_RECHECK_MS + 3000);
    expect(await member.client.next('error')).toMatchObject({ code: 'session_expired' });
    expect(await member.client.closed).toBe(4403);
    tokens.meet4 = await signInAs(server, 'demo', 'meet4');
  });

  it('stops a user who asks for tickets in a loop', async () => {
    server.app.clock.advance(61_000);
    for (let i = 0; i < TICKETS_PER_MINUTE; i++) expect((await ticketFor('meet3')).status).toBe(200);
    const refused = await ticketFor('meet3');
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'meeting_too_many_joins' });
    server.app.clock.advance(61_000);
    expect((await ticketFor('meet3')).status).toBe(200);
  });

  it('refuses a fifth member, and lets the host turn a participant away', async () => {
    const members = [];
    for (const name of ['staff', 'meet1', 'meet2', 'meet3']) {
      const member = await join(name);
      await member.client.next('joined');
      members.push(member);
    }
    const fifth = await ticketFor('meet4');
    const { ticket } = fifth.json() as { ticket: string };
    const client = connect();
    client.send({ type: 'hello', ticket });
    expect(await client.next('error')).toMatchObject({ code: 'room_full' });
    expect(await client.closed).toBe(4409);

    // A participant may wait, but the host cannot let a fifth in; they turn them away instead.
    const guest = await join('participant');
    await guest.client.next('waiting');
    const host = members[0];
    if (!host) throw new Error('no host');
    host.client.send({ type: 'admit', room: eventId, peerId: guest.peerId });
    expect(await host.client.next('error')).toMatchObject({ code: 'room_full' });
    host.client.send({ type: 'deny', room: eventId, peerId: guest.peerId });
    await guest.client.next('denied');
    expect(await guest.client.closed).toBe(4403);
    for (const member of members) member.client.socket.close();
    await Promise.all(members.map((m) => m.client.closed));
  });
});
