// The meeting room's server part (spec §1 "Meeting session room"): who may enter an event's room,
// a one-time ticket for its WebSocket (with the ICE servers and short-lived TURN credentials), and
// the signalling socket itself. The page reaches the first two with its session token; the socket
// is opened with the ticket as its first message (never in the URL), bound to the tenant, the event
// and the user the ticket was issued to.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { meetingsContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter } from '../../area-kit/area-routes';
import { crossTenant } from '../../db/tenant-scope';
import { meetingAccess, meetingError } from './meeting-access';
import { CLOSE, MAX_MESSAGE_BYTES, MeetingHub } from './meeting-hub';
import { issueTicket, redeemTicket } from './meeting-tickets';
import { iceServersFor } from './turn-credentials';

/** A ticket is used once, within this time of being issued. */
export const TICKET_TTL_MS = 60_000;
/** The socket must say hello (its ticket) within this time, or it is closed. */
export const HELLO_TIMEOUT_MS = 15_000;
/** An open socket's session is verified again this often: a logout or revocation ends it. */
export const SESSION_RECHECK_MS = 60_000;
/** At most this many tickets a user a minute (a page asks for one a join). */
export const TICKETS_PER_MINUTE = 20;

export const meetingsPlugin: FastifyPluginAsync<AreaContext> = async (app, { db, config, clock, log }) => {
  // The rooms are shared by every instance on the database (meeting-hub.ts).
  const hub = new MeetingHub(db, clock, log);
  await hub.start();
  app.addHook('onClose', () => hub.stop());
  const issued = new Map<string, { windowStart: number; count: number }>();

  const pruneIssued = () => {
    const now = clock.now().getTime();
    for (const [key, window] of issued) if (now - window.windowStart >= 60_000) issued.delete(key);
  };

  /** A user's tickets within the minute: a page that loops asking for them is stopped. */
  const countTicket = (customerId: number, userId: number) => {
    const key = `${customerId}:${userId}`;
    const now = clock.now().getTime();
    const window = issued.get(key);
    if (!window || now - window.windowStart >= 60_000)
      return void issued.set(key, { windowStart: now, count: 1 });
    window.count += 1;
    if (window.count > TICKETS_PER_MINUTE) throw meetingError(429, 'meeting_too_many_joins');
  };

  /** Whether the session behind a ticket still holds (not revoked, not expired, user still there). */
  const sessionHolds = async (request: FastifyRequest, authorization: string) => {
    const scoped = Object.create(request, {
      headers: { value: { ...request.headers, authorization } },
    }) as FastifyRequest;
    try {
      return (await app.optionalSession(scoped)) !== null;
    } catch {
      return false;
    }
  };

  const router = areaRouter(app, db, 'meetings');

  router.route(routes.info, { who: 'anyone' }, async ({ caller, db, params }) => {
    const { info } = await meetingAccess(db, caller.customerId, caller.userId, params.eventId);
    return info;
  });

  router.route(routes.ticket, { who: 'anyone' }, async ({ caller, db: tenantDb, params, request }) => {
    const { member, info } = await meetingAccess(tenantDb, caller.customerId, caller.userId, params.eventId);
    pruneIssued();
    countTicket(caller.customerId, caller.userId);
    const now = clock.now();
    const { session } = caller;
    const ticket = await issueTicket(
      tenantDb,
      {
        member,
        expiresAt: now.getTime() + TICKET_TTL_MS,
        sessionEndsAt: session.vt > 0 ? (session.iat + session.vt * 60) * 1000 : null,
        authorization: request.headers.authorization ?? '',
      },
      now,
      crossTenant(db, 'expired meeting tickets of every tenant go at each issue'),
    );
    return { ticket, ...info, ...iceServersFor(config, caller.userId, now) };
  });

  app.get('/api/meetings/socket', { websocket: true }, (socket: WebSocket, request) => {
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
    const redeem = async (text: string) => {
      let ticketText: unknown;
      try {
        ticketText =
          text.length <= MAX_MESSAGE_BYTES ? (JSON.parse(text) as { ticket?: unknown }).ticket : null;
      } catch {
        ticketText = null;
      }
      const ticket = await redeemTicket(db, ticketText);
      if (closed) return;
      const now = clock.now().getTime();
      // The ticket is this tenant's (the socket's host), unused and fresh, from a live session.
      if (
        !ticket ||
        ticket.expiresAt <= now ||
        request.tenant?.id !== ticket.member.customerId ||
        (ticket.sessionEndsAt !== null && ticket.sessionEndsAt <= now)
      ) {
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
      const recheck = () => {
        cancelRecheck = clock.schedule(SESSION_RECHECK_MS, () => {
          void sessionHolds(request, ticket.authorization).then((holds) => {
            if (socket.readyState !== socket.OPEN) return;
            if (holds) recheck();
            else endSession();
          });
        });
      };
      recheck();
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
  });
};
