// The meeting room's server part (spec §1 "Meeting session room"): who may enter an event's room,
// a one-time ticket for its WebSocket (with the ICE servers and short-lived TURN credentials), and
// the signalling socket itself. The page reaches the first two with its session token; the socket
// is opened with the ticket as its first message (never in the URL), bound to the tenant, the event
// and the user the ticket was issued to.
import type { FastifyPluginAsync } from 'fastify';
import { meetingsContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter } from '../../area-kit/area-routes';
import { crossTenant } from '../../db/tenant-scope';
import { meetingAccess, meetingError } from './meeting-access';
import { MeetingHub } from './meeting-hub';
import { meetingSocket } from './meeting-socket';
import { issueTicket } from './meeting-tickets';
import { iceServersFor } from './turn-credentials';

/** A ticket is used once, within this time of being issued. */
export const TICKET_TTL_MS = 60_000;
export { HELLO_TIMEOUT_MS, SESSION_RECHECK_MS } from './meeting-socket';
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

  app.get('/api/meetings/socket', { websocket: true }, meetingSocket({ app, db, clock, hub }));
};
