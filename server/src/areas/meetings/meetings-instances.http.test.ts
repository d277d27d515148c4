// The meeting room across server instances (issue 16 part 6): two instances on one database, as
// behind a load balancer without sticky routing. On PostgreSQL (server-pg) the second instance has
// its own connections and its own LISTEN; on PGlite both share the one engine. A ticket from one
// instance opens a socket on the other; a host on one lets in a participant on the other and their
// signalling (an SDP larger than a NOTIFY takes included) and chat flow; the room's limit holds
// across both; a dead instance's sockets leave the room, a live one's stay.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { httpRequest } from '../../test/http-request';
import { signInAs } from '../../test/sign-in-as';
import { startTestServer, type TestServer } from '../../test/test-server';
import { HEARTBEAT_MS, NOTIFY_LIMIT, STALE_MS } from './meeting-hub';
import { connectMeeting, type MeetingClient } from './test/meeting-client';

let first: TestServer;
let second: FastifyInstance;
let secondDb: Database | undefined;
let secondPort = 0;
let eventId: number;
let customerId: number;
const tokens: Record<string, string> = {};

type Instance = 'A' | 'B';
const portOf = (at: Instance) => (at === 'A' ? first.port : secondPort);

async function ticketFor(user: string, at: Instance) {
  const answer = await httpRequest(portOf(at), `/api/meetings/${eventId}/ticket`, {
    method: 'POST',
    host: `demo.localhost:${portOf(at)}`,
    headers: { authorization: `Bearer ${tokens[user]}` },
  });
  expect(answer.status).toBe(200);
  return (answer.json() as { ticket: string }).ticket;
}

/** `user` asks instance `ticketAt` for a ticket and opens the socket on `socketAt`. */
async function join(user: string, ticketAt: Instance, socketAt: Instance = ticketAt) {
  const ticket = await ticketFor(user, ticketAt);
  const client = connectMeeting(portOf(socketAt));
  client.send({ type: 'hello', ticket });
  const welcome = await client.next('welcome');
  return { client, peerId: welcome.peerId as string };
}

async function leave(...clients: MeetingClient[]) {
  for (const client of clients) client.socket.close();
  await Promise.all(clients.map((c) => c.closed));
}

/** Polls the shared rows until `check` holds (a NOTIFY or a heartbeat is asynchronous). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the state never came');
}
const rowsInRoom = async () =>
  Number(
    (
      await first.db.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM meeting_peers WHERE customer_id = $1 AND event_id = $2',
        [customerId, eventId],
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  first = await startTestServer();
  const { db } = first;
  if (db.kind === 'postgres') {
    const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    secondDb = await openPostgresDatabase(url.toString(), 3);
  }
  // One clock for both, as servers share the time of day: the heartbeat test moves it.
  second = await buildApp({
    config: first.config,
    db: secondDb ?? db,
    sessionKeys: first.sessionKeys,
    clock: first.app.clock,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondPort = typeof address === 'object' && address ? address.port : 0;

  const demo = `(SELECT id FROM customers WHERE subdomain = 'demo')`;
  customerId = Number((await db.query<{ id: string }>(`SELECT ${demo} AS id`)).rows[0]?.id);
  for (const name of ['inst1', 'inst2', 'inst3', 'inst4'])
    await db.query(
      `INSERT INTO users (customer_id, username, first_name, last_name, role)
       VALUES (${demo}, $1, 'Møte', $1, 'staff')`,
      [name],
    );
  const userId = (name: string) =>
    `(SELECT id FROM users WHERE username = '${name}' AND customer_id = ${demo} AND deleted_at IS NULL)`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO events (customer_id, title, starts_at, ends_at, created_by)
     VALUES (${demo}, 'Videomøte på to servere', now(), now() + interval '1 hour', ${userId('staff')}) RETURNING id`,
  );
  eventId = Number(rows[0]?.id);
  for (const name of ['participant', 'inst1', 'inst2', 'inst3', 'inst4'])
    await db.query(
      `INSERT INTO event_participants (event_id, user_id, customer_id) VALUES ($1, ${userId(name)}, ${demo})`,
      [eventId],
    );
  for (const name of ['staff', 'participant', 'inst1', 'inst2', 'inst3', 'inst4'])
    tokens[name] = await signInAs(first, 'demo', name);
});

let secondOpen = true;
const closeSecond = async () => {
  if (secondOpen) await second.close();
  secondOpen = false;
};

afterAll(async () => {
  if (second) await closeSecond();
  await secondDb?.close();
  await first?.close();
});

describe('the meeting room on two instances', () => {
  it('opens a socket on one instance with a ticket from the other, once', async () => {
    const ticket = await ticketFor('inst1', 'A');
    const onB = connectMeeting(secondPort);
    onB.send({ type: 'hello', ticket });
    expect(await onB.next('welcome')).toMatchObject({ room: eventId, host: true });
    expect(await onB.next('joined')).toMatchObject({ peers: [] });
    const again = connectMeeting(first.port);
    again.send({ type: 'hello', ticket });
    expect(await again.next('error')).toMatchObject({ code: 'ticket_invalid' });
    expect(await again.closed).toBe(4401);
    await leave(onB);
    await until(async () => (await rowsInRoom()) === 0);
    // The ticket's row is spent, and the session's token is not in the table in the clear.
    const { rows } = await first.db.query<{ sealed: string }>(
      'SELECT sealed_authorization AS sealed FROM meeting_tickets',
    );
    for (const row of rows) expect(row.sealed).not.toContain(tokens.inst1);
  });

  it('lets a host on A admit a participant on B; signals, a large SDP and the chat flow between them', async () => {
    const host = await join('staff', 'A');
    expect(await host.client.next('joined')).toMatchObject({ peers: [] });
    const guest = await join('participant', 'B');
    expect(await guest.client.next('waiting')).toMatchObject({ hostPresent: true });
    let lobby = await host.client.next('lobby');
    while ((lobby.waiting as unknown[]).length === 0) lobby = await host.client.next('lobby');
    expect(lobby.waiting).toEqual([{ peerId: guest.peerId, name: expect.any(String) as string }]);
    // The waiting participant on B can neither signal nor let itself in.
    guest.client.send({ type: 'signal', room: eventId, to: host.peerId, data: {} });
    expect(await guest.client.next('error')).toMatchObject({ code: 'not_member' });

    host.client.send({ type: 'admit', room: eventId, peerId: guest.peerId });
    expect(await guest.client.next('joined')).toMatchObject({ peers: [{ peerId: host.peerId, host: true }] });
    expect(await host.client.next('peer-joined')).toMatchObject({
      peer: { peerId: guest.peerId, host: false },
    });

    // An offer larger than one NOTIFY takes goes through the table, whole and in order.
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 10.0.0.1 54321 typ host\r\n'.repeat(400)}`;
    expect(sdp.length).toBeGreaterThan(NOTIFY_LIMIT * 2);
    guest.client.send({
      type: 'signal',
      room: eventId,
      to: host.peerId,
      data: { sdp: { type: 'offer', sdp } },
    });
    guest.client.send({
      type: 'signal',
      room: eventId,
      to: host.peerId,
      data: { candidate: 'after the offer' },
    });
    expect(await host.client.next('signal')).toEqual({
      type: 'signal',
      from: guest.peerId,
      data: { sdp: { type: 'offer', sdp } },
    });
    expect(await host.client.next('signal')).toMatchObject({ data: { candidate: 'after the offer' } });
    host.client.send({
      type: 'signal',
      room: eventId,
      to: guest.peerId,
      data: { sdp: { type: 'answer', sdp: 'v=0' } },
    });
    expect(await guest.client.next('signal')).toEqual({
      type: 'signal',
      from: host.peerId,
      data: { sdp: { type: 'answer', sdp: 'v=0' } },
    });
    await until(async () => (await first.db.query('SELECT 1 FROM meeting_messages')).rows.length === 0);

    host.client.send({ type: 'chat', room: eventId, text: 'Hei fra A' });
    expect(await guest.client.next('chat')).toMatchObject({ from: host.peerId, text: 'Hei fra A' });
    guest.client.send({ type: 'media', room: eventId, audio: true, video: false });
    expect(await host.client.next('media')).toMatchObject({ from: guest.peerId, audio: true, video: false });
    // A message for another room is refused on B as on A.
    guest.client.send({ type: 'chat', room: eventId + 1, text: 'feil rom' });
    expect(await guest.client.next('error')).toMatchObject({ code: 'wrong_room' });

    guest.client.send({ type: 'leave', room: eventId });
    expect(await host.client.next('peer-left')).toEqual({ type: 'peer-left', peerId: guest.peerId });
    expect(await guest.client.closed).toBe(1000);
    await leave(host.client);
    await until(async () => (await rowsInRoom()) === 0);
  });

  it('holds the limit of four across both instances; the same user on the other instance replaces the first', async () => {
    const members = [
      await join('staff', 'A'),
      await join('inst1', 'B'),
      await join('inst2', 'A'),
      await join('inst3', 'B'),
    ];
    for (const member of members) await member.client.next('joined');
    for (const at of ['A', 'B'] as const) {
      const client = connectMeeting(portOf(at));
      client.send({ type: 'hello', ticket: await ticketFor('inst4', at) });
      expect(await client.next('error')).toMatchObject({ code: 'room_full' });
      expect(await client.closed).toBe(4409);
    }
    // inst3 joins again on A: the socket on B is replaced; the others hear one leave and one join.
    const [staff, , , inst3] = members;
    if (!staff || !inst3) throw new Error('no members');
    const again = await join('inst3', 'A');
    expect(await inst3.client.next('replaced')).toEqual({ type: 'replaced' });
    expect(await inst3.client.closed).toBe(4409);
    const joined = await again.client.next('joined');
    expect((joined.peers as unknown[]).length).toBe(3);
    expect(await staff.client.next('peer-left')).toEqual({ type: 'peer-left', peerId: inst3.peerId });
    // The staff member heard of the three who came after it, then of inst3's new socket.
    const heard = [];
    for (let i = 0; i < 4; i += 1)
      heard.push(((await staff.client.next('peer-joined')).peer as { peerId: string }).peerId);
    expect(heard).toEqual([...members.slice(1).map((m) => m.peerId), again.peerId]);
    await leave(...members.slice(0, 3).map((m) => m.client), again.client);
    await until(async () => (await rowsInRoom()) === 0);
  });

  it("keeps a live instance's sockets while the clock moves, and lets a dead instance's leave", async () => {
    const onB = await join('inst1', 'B');
    await onB.client.next('joined');
    // Time passes beyond STALE_MS; both instances renew their rows on the heartbeat.
    const before = first.app.clock.now().getTime();
    for (let moved = 0; moved <= STALE_MS; moved += HEARTBEAT_MS) first.app.clock.advance(HEARTBEAT_MS);
    await until(async () => {
      const { rows } = await first.db.query<{ seen: Date | string }>(
        'SELECT seen_at AS seen FROM meeting_peers WHERE peer_id = $1',
        [onB.peerId],
      );
      return rows[0] !== undefined && new Date(rows[0].seen).getTime() > before + STALE_MS - HEARTBEAT_MS;
    });
    // A socket of an instance that died without a word: its row is not renewed.
    await first.db.query(
      `INSERT INTO meeting_peers (peer_id, customer_id, event_id, user_id, name, host, state, instance_id, entered_at, seen_at)
       SELECT 'ghost-peer', $1, $2, id, 'Gjenferd', true, 'member', 'dead-instance', $3, $3
         FROM users WHERE username = 'inst2' AND customer_id = $1`,
      [customerId, eventId, new Date(first.app.clock.now().getTime() - STALE_MS - 1000)],
    );
    const onA = await join('staff', 'A');
    const joined = await onA.client.next('joined');
    expect(joined.peers).toEqual([{ peerId: onB.peerId, name: expect.any(String) as string, host: true }]);
    expect(await onB.client.next('peer-left')).toEqual({ type: 'peer-left', peerId: 'ghost-peer' });
    expect(await onB.client.next('peer-joined')).toMatchObject({ peer: { peerId: onA.peerId } });

    // Instance B stops: its sockets leave the room, and A's member hears it.
    await closeSecond();
    expect(await onA.client.next('peer-left')).toEqual({ type: 'peer-left', peerId: onB.peerId });
    // Its socket ends with the server (a going-away close, not the page's own 1000).
    expect(await onB.client.closed).not.toBe(1000);
    await leave(onA.client);
    await until(async () => (await rowsInRoom()) === 0);
  });
});
