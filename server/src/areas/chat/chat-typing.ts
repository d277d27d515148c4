// Issue 15.2 typing state: ephemeral, never stored. A member's screen asks for a one-minute ticket
// (POST /api/chat/live-ticket, with its session), opens /api/chat/live (a WebSocket), signs in with
// the ticket in the first message (never in the address), watches the
// conversation it shows and says when its user types; the word goes out through PostgreSQL's
// NOTIFY, so members connected to another instance on the same database see it too.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { jwtVerify, SignJWT } from 'jose';
import type { Caller } from '../../area-kit/caller';
import { liveTokenHolder } from '../../auth/token-holder';
import { SESSION_ALG } from '../../session/session-keys';
import { requireTenant } from '../../tenancy/tenancy-plugin';

/** Who a signed-in socket speaks for. */
type LiveCaller = Pick<Caller, 'customerId' | 'userId' | 'role'>;

const CHANNEL = 'chat_typing';
const incoming = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), ticket: z.string().min(10).max(4096) }),
  z.object({ type: z.literal('watch'), chatId: z.number().int().positive() }),
  z.object({ type: z.literal('typing'), chatId: z.number().int().positive() }),
]);
const TICKET_AUDIENCE = 'chat-live';
const ticketClaims = z.object({
  cid: z.number(),
  uid: z.number(),
  role: z.enum(['admin', 'team_leader', 'staff', 'participant']),
});
const notice = z.object({
  customerId: z.number(),
  chatId: z.number(),
  userId: z.number(),
  name: z.string(),
});

/** Open sockets re-check their user and tenant this often, also when they say nothing (issue 24.8). */
export const LIVE_RECHECK_MS = 60_000;
/** The close code of a socket whose user or tenant was deactivated while it was open. */
export const HOLDER_GONE = 4401;
/** Messages a socket may have waiting for their turn before it is closed. */
const MAX_QUEUED = 32;

interface Live {
  socket: WebSocket;
  actor: LiveCaller | null;
  watching: Set<number>;
}

/** A one-minute ticket for the socket's sign-in (POST /api/chat/live-ticket, on the kit: chat-plugin.ts). */
export function liveTicket(app: FastifyInstance, caller: LiveCaller): Promise<string> {
  return new SignJWT({ cid: caller.customerId, uid: caller.userId, role: caller.role })
    .setProtectedHeader({ alg: SESSION_ALG })
    .setAudience(TICKET_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(app.sessionKeys.privateKey);
}

/** The typing socket (/api/chat/live): outside the area kit, its messages checked by their own schemas. */
export async function typingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const open = new Set<Live>();
  const stop = await db.listen(CHANNEL, (payload) => {
    let parsed: z.infer<typeof notice>;
    try {
      parsed = notice.parse(JSON.parse(payload));
    } catch {
      return; // a lost connection's NOTIFICATIONS_MISSED, or nothing of ours: typing is best effort
    }
    const text = JSON.stringify({
      type: 'typing',
      chatId: parsed.chatId,
      userId: parsed.userId,
      name: parsed.name,
    });
    for (const live of open)
      if (
        live.actor?.customerId === parsed.customerId &&
        live.actor.userId !== parsed.userId &&
        live.watching.has(parsed.chatId)
      )
        live.socket.send(text);
  });
  /** Closes the socket when its user or tenant is no longer active; answers whether it still is. */
  const holderAlive = async (live: Live): Promise<boolean> => {
    if (!live.actor) return true;
    if (await liveTokenHolder(db, live.actor.customerId, live.actor.userId)) return true;
    live.actor = null;
    live.socket.close(HOLDER_GONE, 'signed out');
    return false;
  };
  const sweep = setInterval(() => {
    for (const live of open)
      holderAlive(live).catch((error: unknown) =>
        app.log.warn({ err: error }, 'chat: a live re-check failed'),
      );
  }, LIVE_RECHECK_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await stop();
  });

  app.get('/api/chat/live', { websocket: true }, (socket, request) => {
    const tenant = requireTenant(request);
    const live: Live = { socket, actor: null, watching: new Set() };
    open.add(live);
    socket.on('close', () => open.delete(live));
    // One message at a time, in the order they came: a watch sent right behind the sign-in waits
    // for the sign-in's check to finish (issue 33.5), instead of finding the socket not yet signed in.
    // A socket that piles up more than MAX_QUEUED unanswered messages is closed, not queued for ever.
    let queue: Promise<void> = Promise.resolve();
    let queued = 0;
    socket.on('message', (data) => {
      if (++queued > MAX_QUEUED) {
        socket.close(4429, 'too many messages');
        return;
      }
      queue = queue
        .then(() => onLiveMessage({ app, db, tenantId: tenant.id, live, holderAlive }, String(data)))
        .catch((error: unknown) => request.log.warn({ err: error }, 'chat: a live message failed'))
        .finally(() => {
          queued--;
        });
    });
  });
}

/** What one socket's message handler needs from its route. */
interface LiveContext {
  app: FastifyInstance;
  db: Database;
  tenantId: number;
  live: Live;
  holderAlive: (live: Live) => Promise<boolean>;
}

/** Handles one message of a typing socket: sign-in, watch or typing. */
async function onLiveMessage({ app, db, tenantId, live, holderAlive }: LiveContext, data: string) {
  const { socket } = live;
  let message: z.infer<typeof incoming>;
  try {
    message = incoming.parse(JSON.parse(data));
  } catch {
    socket.close(4400, 'bad message');
    return;
  }
  if (message.type === 'auth') {
    try {
      const { payload } = await jwtVerify(message.ticket, app.sessionKeys.publicKey, {
        audience: TICKET_AUDIENCE,
        algorithms: [SESSION_ALG],
      });
      const claims = ticketClaims.parse(payload);
      if (claims.cid !== tenantId) throw new Error('another tenant');
      live.actor = { customerId: claims.cid, userId: claims.uid, role: claims.role };
      socket.send(JSON.stringify({ type: 'ready' }));
    } catch {
      socket.close(4403, 'forbidden');
    }
    return;
  }
  const actor = live.actor;
  if (!actor) {
    socket.close(4401, 'sign in first');
    return;
  }
  // A ticket outlives nothing: the user and the tenant must still be active at every word.
  if (!(await holderAlive(live))) return;
  const { rows } = await db.query<{ name: string }>(
    `SELECT m.display_name AS name FROM chat_members m JOIN chats c ON c.id = m.chat_id AND c.deleted_at IS NULL
      WHERE m.chat_id = $1 AND m.user_id = $2 AND m.customer_id = $3`,
    [message.chatId, actor.userId, actor.customerId],
  );
  const member = rows[0];
  if (!member) return; // not a member: nothing is said, nothing is heard
  if (message.type === 'watch') {
    live.watching.clear();
    live.watching.add(message.chatId);
    return;
  }
  await db.query('SELECT pg_notify($1, $2)', [
    CHANNEL,
    JSON.stringify({
      customerId: actor.customerId,
      chatId: message.chatId,
      userId: actor.userId,
      name: member.name,
    }),
  ]);
}
