// The meeting room's signalling socket: its first message is the ticket (never in the URL), bound to
// the tenant, the event and the user it was issued to; until it is redeemed a few messages wait.
// The session behind the ticket is verified again every minute and at its end, so a logout ends it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AreaContext } from '../../area-kit/feature-area';
import { CLOSE, MAX_MESSAGE_BYTES, type MeetingHub } from './meeting-hub';
import { redeemTicket } from './meeting-tickets';

/** The socket must say hello (its ticket) within this time, or it is closed. */
export const HELLO_TIMEOUT_MS = 15_000;
/** An open socket's session is verified again this often: a logout or revocation ends it. */
export const SESSION_RECHECK_MS = 60_000;

type Deps = Pick<AreaContext, 'db' | 'clock'> & { app: FastifyInstance; hub: MeetingHub };
type Redeemed = NonNullable<Awaited<ReturnType<typeof redeemTicket>>>;

/** Whether the session behind a ticket still holds (not revoked, not expired, user still there). */
async function sessionHolds(app: FastifyInstance, request: FastifyRequest, authorization: string) {
  const scoped = Object.create(request, {
    headers: { value: { ...request.headers, authorization } },
  }) as FastifyRequest;
  try {
    return (await app.optionalSession(scoped)) !== null;
  } catch {
    return false;
  }
}

/** The ticket is this tenant's (the socket's host), unused and fresh, from a live session. */
function ticketHolds(ticket: Redeemed | null, request: FastifyRequest, now: number): ticket is Redeemed {
  return (
    ticket !== null &&
    ticket.expiresAt > now &&
    request.tenant?.id === ticket.member.customerId &&
    (ticket.sessionEndsAt === null || ticket.sessionEndsAt > now)
  );
}

async function ticketOf(deps: Deps, text: string): Promise<Redeemed | null> {
  let ticketText: unknown;
  try {
    ticketText = text.length <= MAX_MESSAGE_BYTES ? (JSON.parse(text) as { ticket?: unknown }).ticket : null;
  } catch {
    ticketText = null;
  }
  return (await redeemTicket(deps.db, ticketText)) ?? null;
}

/** One socket's life: the hello with the ticket, the room, the session's checks, the close. */
export function meetingSocket(deps: Deps) {
  const { clock, hub } = deps;
  return (socket: WebSocket, request: FastifyRequest) => {
    let handler: ReturnType<MeetingHub['enter']> | null = null;
    let cancelSessionEnd: (() => void) | undefined;
    let cancelRecheck: (() => void) | undefined;
    const endSession = () => {
      socket.send(JSON.stringify({ type: 'error', code: 'session_expired' }));
      socket.close(CLOSE.forbidden, 'session_expired');
    };
    const helloTimer = clock.schedule(HELLO_TIMEOUT_MS, () => {
      if (!handler) socket.close(CLOSE.badTicket, 'no_ticket');
    });
    let said = false;
    let closed = false;
    /** Messages that came while the ticket was being redeemed: handled once the socket is in. */
    const early: string[] = [];
    const recheck = (authorization: string) => {
      cancelRecheck = clock.schedule(SESSION_RECHECK_MS, () => {
        void sessionHolds(deps.app, request, authorization).then((holds) => {
          if (socket.readyState !== socket.OPEN) return;
          if (holds) recheck(authorization);
          else endSession();
        });
      });
    };
    const redeem = async (text: string) => {
      const ticket = await ticketOf(deps, text);
      if (closed) return;
      const now = clock.now().getTime();
      if (!ticketHolds(ticket, request, now)) {
        // The ticket itself is a secret: never logged, only that one was refused.
        request.log.warn(
          { meetings: 'ticket_invalid' },
          'meetings: a socket without a valid ticket was refused',
        );
        socket.send(JSON.stringify({ type: 'error', code: 'ticket_invalid' }));
        socket.close(CLOSE.badTicket, 'ticket_invalid');
        return;
      }
      const entered = hub.enter(ticket.member, {
        send: (message) => socket.send(message),
        close: (code, reason) => socket.close(code, reason),
      });
      handler = entered;
      for (const message of early.splice(0)) entered.message(message);
      if (ticket.sessionEndsAt !== null)
        cancelSessionEnd = clock.schedule(ticket.sessionEndsAt - now, endSession);
      recheck(ticket.authorization);
    };
    socket.on('message', (raw, isBinary) => {
      const text = isBinary ? '' : raw.toString();
      if (handler) return handler.message(text);
      if (said) {
        // Before the ticket is redeemed, a few messages wait; a flood of them is not kept.
        if (early.length < 20) early.push(text);
        return;
      }
      said = true;
      helloTimer();
      redeem(text).catch((error: unknown) => {
        request.log.warn({ err: error }, 'meetings: a ticket could not be redeemed');
        socket.close(CLOSE.restart, 'restart');
      });
    });
    socket.on('close', () => {
      closed = true;
      helloTimer();
      cancelSessionEnd?.();
      cancelRecheck?.();
      handler?.close();
    });
  };
}
