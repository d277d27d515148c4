// The meeting rooms' signalling (spec §1 "Meeting session room"): one room per event and tenant,
// shared by every server instance on the database. A socket is bound to one room by its ticket;
// every message names its room and one for another room is refused. Up to MAX_MEMBERS in a room;
// participants wait in the waiting room until a host (staff) lets them in. The chat is ephemeral:
// it goes to the members in the room at that moment and is stored nowhere.
//
// Across instances (docs/decisions.md, Meetings): who is in which room is rows of meeting_peers,
// changed in a transaction that locks the room's meeting_rooms row; everything a socket is told
// goes out through NOTIFY on one channel, and the instance that holds the receiving socket sends
// it on. NOTIFY is sent at commit and in commit order, so a room's state and what its members hear
// agree, on one instance (PGlite too) as on several. A message larger than a NOTIFY takes is
// stored in meeting_messages and its id notified.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingClock } from '../../clock/clock';
import { NOTIFICATIONS_MISSED, type Database, type Queryable } from '../../db/database';
import type { MeetingMember } from './meeting-access';

export const MAX_MEMBERS = 4;
export const MAX_WAITING = 8;
export const MAX_CHAT_LENGTH = 1000;
/** A signalling message (an SDP with its candidates) is small; anything larger is refused. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Per socket: at most this many messages a RATE_WINDOW_MS (ICE candidates come in bursts). */
export const RATE_LIMIT = 300;
export const RATE_WINDOW_MS = 10_000;
/** An instance renews its sockets' rows this often… */
export const HEARTBEAT_MS = 20_000;
/** …and another instance's row not renewed for this long is a dead instance's: it leaves the room. */
export const STALE_MS = 70_000;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a larger one goes through the table. */
export const NOTIFY_LIMIT = 7500;
/** A stored message nobody read (its receiver gone) is deleted after this long. */
const STORED_MESSAGE_TTL_MS = 10 * 60_000;
export const CHANNEL = 'meeting_room';

/** WebSocket close codes: no or bad ticket, not allowed (denied, expired), room full or replaced. */
export const CLOSE = { badTicket: 4401, forbidden: 4403, full: 4409, restart: 1012 } as const;

export interface PeerSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** A socket this instance holds. */
interface Peer {
  id: string;
  member: MeetingMember;
  socket: PeerSocket;
  /** What this instance knows: set by the messages it delivers ("joined" makes a member). */
  state: 'entering' | 'waiting' | 'member' | 'gone';
  windowStart: number;
  count: number;
  /** The peer's messages are handled one after the other, in the order they came. */
  queue: Promise<void>;
  run(work: () => Promise<void>): Promise<void>;
}

/** A row of meeting_peers. */
interface PeerRow {
  peer_id: string;
  user_id: string | number;
  name: string;
  host: boolean;
  state: 'waiting' | 'member';
}

/** What one socket is told: its peer id, the message, and a close that follows it. */
type Delivery = [to: string, message: Record<string, unknown>, close?: [number, string]];

export type ErrorCode =
  | 'bad_message'
  | 'wrong_room'
  | 'not_host'
  | 'not_member'
  | 'unknown_peer'
  | 'room_full'
  | 'chat_invalid'
  | 'rate_limited';

const describe = (row: PeerRow) => ({ peerId: row.peer_id, name: row.name, host: row.host });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDelivery(value: unknown): value is Delivery {
  return Array.isArray(value) && typeof value[0] === 'string' && isRecord(value[1]);
}

/** The state of one room inside a transaction that holds its lock. */
class RoomChange {
  readonly deliveries: Delivery[] = [];
  constructor(public rows: PeerRow[]) {}

  members = () => this.rows.filter((r) => r.state === 'member');
  waiting = () => this.rows.filter((r) => r.state === 'waiting');
  hostPresent = () => this.members().some((r) => r.host);

  tell(to: string, message: Record<string, unknown>, close?: [number, string]) {
    this.deliveries.push(close ? [to, message, close] : [to, message]);
  }

  /** The waiting room, to the hosts in the room. */
  tellLobby() {
    const waiting = this.waiting().map((r) => ({ peerId: r.peer_id, name: r.name }));
    for (const member of this.members())
      if (member.host) this.tell(member.peer_id, { type: 'lobby', waiting });
  }

  tellWaiting(row: PeerRow) {
    this.tell(row.peer_id, { type: 'waiting', hostPresent: this.hostPresent() });
  }

  admit(row: PeerRow) {
    const others = this.members();
    row.state = 'member';
    this.tell(row.peer_id, { type: 'joined', peers: others.map(describe) });
    for (const other of others) this.tell(other.peer_id, { type: 'peer-joined', peer: describe(row) });
    this.tellLobby();
    // Participants still waiting learn that a host is now there to let them in.
    if (row.host) for (const waiting of this.waiting()) this.tellWaiting(waiting);
  }

  /** A row that left (its row is already deleted): the others hear of it. */
  left(row: PeerRow) {
    this.rows = this.rows.filter((r) => r.peer_id !== row.peer_id);
    if (row.state === 'member') {
      for (const other of this.members())
        this.tell(other.peer_id, { type: 'peer-left', peerId: row.peer_id });
      if (row.host) for (const waiting of this.waiting()) this.tellWaiting(waiting);
    }
    this.tellLobby();
  }
}

export class MeetingHub {
  /** This instance's name in meeting_peers.instance_id. */
  readonly instance = randomBytes(9).toString('base64url');
  private readonly local = new Map<string, Peer>();
  /** Notifications are handled one after the other, in the order they came. */
  private inbox: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | undefined;
  private cancelHeartbeat: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly clock: SchedulingClock,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Listens on the channel and starts renewing this instance's rows. */
  async start() {
    this.stopListening = await this.db.listen(CHANNEL, (payload) => {
      this.inbox = this.inbox
        .then(() => this.receive(payload))
        .catch((error: unknown) => this.log.warn({ err: error }, 'meetings: a notification failed'));
    });
    const beat = () => {
      this.cancelHeartbeat = this.clock.schedule(HEARTBEAT_MS, () => {
        if (this.stopped) return;
        beat();
        if (this.local.size === 0) return;
        this.db
          .query(
            'UPDATE meeting_peers SET seen_at = $2 WHERE instance_id = $1 AND peer_id = ANY($3::text[])',
            [this.instance, this.clock.now(), [...this.local.keys()]],
          )
          .catch((error: unknown) => this.log.warn({ err: error }, 'meetings: the heartbeat failed'));
      });
    };
    beat();
  }

  /** The server stops: its sockets leave their rooms (the others hear of it), then it stops listening. */
  async stop() {
    this.stopped = true;
    this.cancelHeartbeat?.();
    const peers = [...this.local.values()];
    await Promise.all(peers.map((peer) => peer.run(() => this.leave(peer))));
    for (const peer of peers) peer.socket.close(CLOSE.restart, 'restart');
    await this.inbox;
    await this.stopListening?.();
  }

  /** How many are in and waiting in a room, on every instance (tests, logs). */
  async census(customerId: number, eventId: number) {
    const { rows } = await this.db.query<{ state: string; n: string | number }>(
      `SELECT state, count(*) AS n FROM meeting_peers WHERE customer_id = $1 AND event_id = $2 GROUP BY state`,
      [customerId, eventId],
    );
    const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    return { members: count('member'), waiting: count('waiting') };
  }

  /**
   * A socket whose ticket held: it enters its room (a host at once, a participant into the waiting
   * room), or is refused when the room is full (the socket is closed). Returns the peer's handler
   * for its messages and its end; messages that come while it enters wait for it.
   */
  enter(member: MeetingMember, socket: PeerSocket) {
    const peer: Peer = {
      id: randomBytes(9).toString('base64url'),
      member,
      socket,
      state: 'entering',
      windowStart: this.clock.now().getTime(),
      count: 0,
      queue: Promise.resolve(),
      run: (work) =>
        (peer.queue = peer.queue
          .then(work)
          .catch((error: unknown) => this.log.warn({ err: error }, 'meetings: a message failed'))),
    };
    this.local.set(peer.id, peer);
    void peer.run(() => this.admitOrWait(peer));
    return {
      message: (text: string) => void peer.run(() => this.onMessage(peer, text)),
      close: () => void peer.run(() => this.leave(peer)),
    };
  }

  /** Runs `work` on a room with its lock held; then publishes what its change tells the sockets. */
  private async change(
    customerId: number,
    eventId: number,
    work: (room: RoomChange, tx: Queryable) => Promise<void>,
  ) {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO meeting_rooms (customer_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [customerId, eventId],
      );
      await tx.query(`SELECT 1 FROM meeting_rooms WHERE customer_id = $1 AND event_id = $2 FOR UPDATE`, [
        customerId,
        eventId,
      ]);
      // Rows nobody renews leave first: a dead instance's sockets, or one whose leaving failed
      // half-way. This instance's own sockets are alive whatever their seen_at says.
      const { rows: stale } = await tx.query<PeerRow>(
        `DELETE FROM meeting_peers
          WHERE customer_id = $1 AND event_id = $2 AND seen_at < $3 AND NOT (peer_id = ANY($4::text[]))
          RETURNING peer_id, user_id, name, host, state`,
        [customerId, eventId, new Date(this.clock.now().getTime() - STALE_MS), [...this.local.keys()]],
      );
      const { rows } = await tx.query<PeerRow>(
        `SELECT peer_id, user_id, name, host, state FROM meeting_peers
          WHERE customer_id = $1 AND event_id = $2 ORDER BY entered_at, peer_id`,
        [customerId, eventId],
      );
      const room = new RoomChange(rows);
      for (const row of stale) room.left(row);
      await work(room, tx);
      await this.publish(tx, customerId, room.deliveries);
    });
  }

  private async admitOrWait(peer: Peer) {
    const { member } = peer;
    let refused = false;
    await this.change(member.customerId, member.eventId, async (room, tx) => {
      // The same user again (a reload, a second tab): the newer socket takes the older one's place.
      let wasMember = false;
      for (const other of room.rows.filter((r) => Number(r.user_id) === member.userId)) {
        wasMember ||= other.state === 'member';
        await tx.query('DELETE FROM meeting_peers WHERE peer_id = $1', [other.peer_id]);
        room.tell(other.peer_id, { type: 'replaced' }, [CLOSE.full, 'replaced']);
        room.left(other);
      }
      const direct = member.host || wasMember;
      if (
        (direct && room.members().length >= MAX_MEMBERS) ||
        (!direct && room.waiting().length >= MAX_WAITING)
      ) {
        refused = true;
        return;
      }
      const now = this.clock.now();
      await tx.query(
        `INSERT INTO meeting_peers (peer_id, customer_id, event_id, user_id, name, host, state, instance_id, entered_at, seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          peer.id,
          member.customerId,
          member.eventId,
          member.userId,
          member.name,
          member.host,
          direct ? 'member' : 'waiting',
          this.instance,
          now,
        ],
      );
      const row: PeerRow = {
        peer_id: peer.id,
        user_id: member.userId,
        name: member.name,
        host: member.host,
        state: 'waiting',
      };
      room.rows.push(row);
      // The welcome goes first, through the same channel as everything after it.
      room.tell(peer.id, { type: 'welcome', peerId: peer.id, room: member.eventId, host: member.host });
      if (direct) room.admit(row);
      else {
        room.tellWaiting(row);
        room.tellLobby();
      }
    });
    if (peer.state === 'gone') return;
    if (refused) {
      this.forget(peer);
      this.send(peer, { type: 'error', code: 'room_full' });
      peer.socket.close(CLOSE.full, 'room_full');
      return;
    }
    if (peer.state === 'entering') peer.state = 'waiting';
  }

  /** The peer's socket ended: it leaves its room, unless it is gone already. */
  private async leave(peer: Peer) {
    if (peer.state !== 'gone') await this.remove(peer);
  }

  /** The peer's socket ended or it left: its row goes and the room hears of it. */
  private async remove(peer: Peer) {
    this.forget(peer);
    await this.change(peer.member.customerId, peer.member.eventId, async (room, tx) => {
      const { rows } = await tx.query<PeerRow>(
        'DELETE FROM meeting_peers WHERE peer_id = $1 RETURNING peer_id, user_id, name, host, state',
        [peer.id],
      );
      const row = rows[0];
      if (row) room.left(row);
    });
  }

  private forget(peer: Peer) {
    peer.state = 'gone';
    this.local.delete(peer.id);
  }

  /** Sends the deliveries through NOTIFY: batched under the limit, a larger one through the table. */
  private async publish(q: Queryable, customerId: number, deliveries: Delivery[]) {
    let batch: string[] = [];
    let size = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await q.query('SELECT pg_notify($1, $2)', [CHANNEL, `{"d":[${batch.join(',')}]}`]);
      batch = [];
      size = 0;
    };
    for (const delivery of deliveries) {
      const text = JSON.stringify(delivery);
      const bytes = Buffer.byteLength(text);
      if (bytes + 16 > NOTIFY_LIMIT) {
        await flush();
        const now = this.clock.now().getTime();
        await q.query('DELETE FROM meeting_messages WHERE created_at < $1', [
          new Date(now - STORED_MESSAGE_TTL_MS),
        ]);
        const { rows } = await q.query<{ id: string | number }>(
          'INSERT INTO meeting_messages (customer_id, payload, created_at) VALUES ($1, $2, $3) RETURNING id',
          [customerId, `{"d":[${text}]}`, new Date(now)],
        );
        await q.query('SELECT pg_notify($1, $2)', [
          CHANNEL,
          JSON.stringify({ r: String(rows[0]?.id), to: delivery[0] }),
        ]);
        continue;
      }
      if (size + bytes + 16 > NOTIFY_LIMIT) await flush();
      batch.push(text);
      size += bytes + 1;
    }
    await flush();
  }

  /** A notification: the deliveries for this instance's sockets are sent on. */
  private async receive(payload: string) {
    if (payload === NOTIFICATIONS_MISSED) {
      // The connection was lost: what the sockets were told in between is gone, so each is closed
      // and its page joins again (its row goes with it).
      for (const peer of [...this.local.values()]) peer.socket.close(CLOSE.restart, 'restart');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isRecord(parsed)) return;
    let deliveries = parsed.d;
    if (typeof parsed.r === 'string') {
      if (typeof parsed.to !== 'string' || !this.local.has(parsed.to)) return;
      const { rows } = await this.db.query<{ payload: string }>(
        'DELETE FROM meeting_messages WHERE id = $1 RETURNING payload',
        [parsed.r],
      );
      const stored = rows[0]?.payload;
      if (!stored) return;
      deliveries = (JSON.parse(stored) as { d?: unknown }).d;
    }
    if (!Array.isArray(deliveries)) return;
    for (const delivery of deliveries) if (isDelivery(delivery)) this.deliver(delivery);
  }

  private deliver([to, message, close]: Delivery) {
    const peer = this.local.get(to);
    if (!peer) return;
    if (message.type === 'joined') peer.state = 'member';
    this.send(peer, message);
    if (close) {
      // Its row is already gone (replaced, denied): its close handler has nothing left to do.
      this.forget(peer);
      peer.socket.close(close[0], close[1]);
    }
  }

  private send(peer: Peer, message: Record<string, unknown>) {
    try {
      peer.socket.send(JSON.stringify(message));
    } catch {
      // A socket that is closing: its close handler removes the peer.
    }
  }

  private refuse(peer: Peer, code: ErrorCode) {
    this.send(peer, { type: 'error', code });
  }

  private limited(peer: Peer): boolean {
    const now = this.clock.now().getTime();
    if (now - peer.windowStart >= RATE_WINDOW_MS) {
      peer.windowStart = now;
      peer.count = 0;
    }
    peer.count += 1;
    return peer.count > RATE_LIMIT;
  }

  /** The room's members' peer ids (all of them, or the one named), from the shared rows. */
  private async membersOf(peer: Peer, only?: string) {
    const { rows } = await this.db.query<{ peer_id: string }>(
      `SELECT peer_id FROM meeting_peers
        WHERE customer_id = $1 AND event_id = $2 AND state = 'member' AND ($3::text IS NULL OR peer_id = $3)
        ORDER BY entered_at, peer_id`,
      [peer.member.customerId, peer.member.eventId, only ?? null],
    );
    return rows.map((r) => r.peer_id);
  }

  private async onMessage(peer: Peer, text: string) {
    if (peer.state === 'gone') return;
    if (this.limited(peer)) return this.refuse(peer, 'rate_limited');
    if (text.length > MAX_MESSAGE_BYTES) return this.refuse(peer, 'bad_message');
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.refuse(peer, 'bad_message');
    }
    if (!isRecord(message) || typeof message.type !== 'string') return this.refuse(peer, 'bad_message');
    // Every message names its room: the one this socket was let into, and no other.
    if (message.room !== peer.member.eventId) return this.refuse(peer, 'wrong_room');
    if (message.type === 'leave') {
      await this.remove(peer);
      peer.socket.close(1000, 'left');
      return;
    }
    if (peer.state !== 'member') return this.refuse(peer, 'not_member');
    switch (message.type) {
      case 'signal': {
        const to = typeof message.to === 'string' && message.to !== peer.id ? message.to : undefined;
        if (!to || (await this.membersOf(peer, to)).length === 0) return this.refuse(peer, 'unknown_peer');
        if (!isRecord(message.data)) return this.refuse(peer, 'bad_message');
        return this.publish(this.db, peer.member.customerId, [
          [to, { type: 'signal', from: peer.id, data: message.data }],
        ]);
      }
      case 'chat': {
        const body = typeof message.text === 'string' ? message.text.trim() : '';
        if (!body || body.length > MAX_CHAT_LENGTH) return this.refuse(peer, 'chat_invalid');
        const chat = {
          type: 'chat',
          from: peer.id,
          name: peer.member.name,
          text: body,
          at: this.clock.now().toISOString(),
        };
        const members = await this.membersOf(peer);
        return this.publish(
          this.db,
          peer.member.customerId,
          members.map((id): Delivery => [id, chat]),
        );
      }
      case 'media': {
        const flag = (v: unknown) => v === true;
        const media = {
          type: 'media',
          from: peer.id,
          audio: flag(message.audio),
          video: flag(message.video),
          screen: flag(message.screen),
        };
        const others = (await this.membersOf(peer)).filter((id) => id !== peer.id);
        return this.publish(
          this.db,
          peer.member.customerId,
          others.map((id): Delivery => [id, media]),
        );
      }
      case 'admit':
      case 'deny': {
        if (!peer.member.host) return this.refuse(peer, 'not_host');
        const target = typeof message.peerId === 'string' ? message.peerId : undefined;
        const decision = message.type;
        let refusal: ErrorCode | undefined;
        await this.change(peer.member.customerId, peer.member.eventId, async (room, tx) => {
          const me = room.rows.find((r) => r.peer_id === peer.id);
          const waiting = room.waiting().find((r) => r.peer_id === target);
          if (me?.state !== 'member') return void (refusal = 'not_member');
          if (!waiting) return void (refusal = 'unknown_peer');
          if (decision === 'deny') {
            await tx.query('DELETE FROM meeting_peers WHERE peer_id = $1', [waiting.peer_id]);
            room.tell(waiting.peer_id, { type: 'denied' }, [CLOSE.forbidden, 'denied']);
            room.left(waiting);
            return;
          }
          if (room.members().length >= MAX_MEMBERS) return void (refusal = 'room_full');
          await tx.query(`UPDATE meeting_peers SET state = 'member' WHERE peer_id = $1`, [waiting.peer_id]);
          room.admit(waiting);
        });
        if (refusal) this.refuse(peer, refusal);
        return;
      }
      default:
        return this.refuse(peer, 'bad_message');
    }
  }
}
