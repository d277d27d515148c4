// The calendar's routes (issue 16, parts 1-5): events with recurrence and invitations, tasks, the
// secret iCalendar feed and one event as .ics. The routes are the contract of packages/rules
// (calendar/contract.ts) on the area kit, which resolves the caller, checks the input and runs the
// SQL under the tenant's row-level security; every rule of who may see and change what, the times
// and the repetition is checked here and in the stores (the data API serves these tables read-only).
import type { FastifyPluginAsync } from 'fastify';
import { calendarContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { hitWindow } from '../../auth/shared-rate-limit';
import { calendarError } from './calendar-errors';
import {
  createEvent,
  deleteEvent,
  eventDetails,
  feedRows,
  invitablePeople,
  listOccurrences,
  respond,
  updateEvent,
} from './event-store';
import { FEED_PATH, feedCreatedAt, feedIcs, feedOwner, icsOf, renewFeedToken, revokeFeedToken } from './ics';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './task-store';

/** The feed: at most this many requests per address a minute (the token is 256 bits anyway). */
export const FEED_RATE_PER_MINUTE = 60;
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 300;
const DAY_MS = 86_400_000;

/** Every signed-in user of a tenant with the calendar on (the stores check the roles). */
const events: SignedInAccess = {
  who: 'anyone',
  features: ['calendar_EventsAccess'],
  refuse: { feature: () => calendarError(403, 'calendar.featureOff') },
};
/** Every signed-in user of a tenant with tasks on (the store checks the roles). */
const tasks: SignedInAccess = {
  who: 'anyone',
  features: ['calendar_TasksAccess'],
  refuse: { feature: () => calendarError(403, 'tasks.featureOff') },
};

export const calendarPlugin: FastifyPluginAsync<AreaContext> = async (app, { db: database, clock }) => {
  // The feed's path holds its secret: its route logs nothing, not even the path.
  app.addHook('onRoute', (route) => {
    if (route.url === routes.feed.path) route.logLevel = 'silent';
  });
  const router = areaRouter(app, database, 'calendar');

  router.route(routes.events, events, async ({ caller, db, query }) => ({
    events: await listOccurrences(db, caller, query.from, query.to, query.recipientId),
  }));

  router.route(routes.people, events, async ({ caller, db }) => invitablePeople(db, caller));

  router.route(routes.event, events, async ({ caller, db, params, query }) =>
    eventDetails(db, caller, params.id, query.occurrence ?? null),
  );

  router.route(routes.create, events, async ({ caller, db, body }) =>
    db.transaction((tx) => createEvent(tx, caller, body)),
  );

  router.route(routes.update, events, async ({ caller, db, params, body }) =>
    db.transaction((tx) => updateEvent(tx, caller, params.id, body)),
  );

  router.route(routes.remove, events, async ({ caller, db, params, query }) => {
    await db.transaction((tx) => deleteEvent(tx, caller, params.id, query.scope, query.occurrence ?? null));
    return { ok: true };
  });

  router.route(routes.respond, events, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => respond(tx, caller, params.id, body));
    return { ok: true };
  });

  // One event (the occurrence asked for) as an .ics file; JSON-wrapped so the app's API client,
  // which sends the session token, can fetch it and hand the browser a file.
  router.route(routes.ics, events, async ({ caller, db, params, query }) => {
    const details = await eventDetails(db, caller, params.id);
    const duration = Date.parse(details.end) - Date.parse(details.start);
    const start = query.occurrence ?? new Date(details.start);
    const ics = icsOf(
      details.title,
      [
        {
          key: String(details.id),
          eventId: details.id,
          occurrence: null,
          start: start.toISOString(),
          end: new Date(start.getTime() + duration).toISOString(),
          title: details.title,
          description: details.description,
          allDay: details.allDay,
          kind: details.kind,
          location: details.location,
          videoMeeting: details.videoMeeting,
          recurring: false,
          seriesId: details.seriesId,
          recipientId: details.recipientId,
          response: details.response,
          canEdit: false,
        },
      ],
      caller.tenant.subdomain,
      clock.now(),
    );
    const safeName =
      details.title
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .trim()
        .slice(0, 60) || 'event';
    return { filename: `${safeName}.ics`, ics };
  });

  // The user's secret feed: its state, a renewal (the new address, shown once) and switching it off.
  router.route(routes.feedState, events, async ({ caller, db }) => {
    const createdAt = await feedCreatedAt(db, caller);
    return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
  });

  router.route(routes.renewFeed, events, async ({ caller, db, request }) => {
    const token = await db.transaction((tx) => renewFeedToken(tx, caller));
    const host = request.headers.host ?? '';
    return { url: `${request.protocol}://${host}${FEED_PATH}${token}.ics` };
  });

  router.route(routes.feedOff, events, async ({ caller, db }) => {
    await revokeFeedToken(db, caller);
    return { ok: true };
  });

  // The feed itself, read by calendar programs without a session: the token in the path is the
  // secret, so this route logs nothing (above), and each address is rate-limited.
  router.publicRoute(
    routes.feed,
    { public: true, because: 'calendar programs read the feed by its secret address, without a session' },
    async ({ tenant, db, params, request, reply }) => {
      const hits = await hitWindow(db, clock, `calendar-feed ${request.ip}`, 60_000);
      if (hits.current > FEED_RATE_PER_MINUTE) {
        reply.header('retry-after', String(Math.ceil(hits.ttl / 1000)));
        throw calendarError(429, 'feed.tooMany');
      }
      const token = params.file.replace(/\.ics$/, '');
      const who = await feedOwner(db, tenant.id, token);
      if (!who) throw calendarError(404, 'feed.notFound');
      const now = clock.now();
      const feed = await feedRows(
        db,
        who,
        new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
        new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
      );
      return reply
        .headers({
          'cache-control': 'no-store',
          'content-type': 'text/calendar; charset=utf-8',
          'referrer-policy': 'no-referrer',
        })
        .send(feedIcs(tenant.subdomain, feed, tenant.subdomain, now));
    },
  );

  // Tasks (route "tasks", calendar_TasksAccess).
  router.route(routes.tasks, tasks, async ({ caller, db, query }) => ({
    tasks: await listTasks(db, caller, query, clock.now()),
  }));

  router.route(routes.createTask, tasks, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createTask(tx, caller, body, clock.now())),
  }));

  router.route(routes.updateTask, tasks, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => updateTask(tx, caller, params.id, body, clock.now()));
    return { ok: true };
  });

  router.route(routes.setTaskDone, tasks, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => setTaskDone(tx, caller, params.id, body.done, clock.now()));
    return { ok: true };
  });

  router.route(routes.removeTask, tasks, async ({ caller, db, params }) => {
    await db.transaction((tx) => deleteTask(tx, caller, params.id, clock.now()));
    return { ok: true };
  });
};
