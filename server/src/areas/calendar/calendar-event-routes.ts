// The calendar's event routes (issue 16, parts 1-3): the occurrences of a range, the people who may
// be invited, one event, creating (once per Idempotency-Key), changing, deleting and answering one,
// and one event as .ics. Invitees are told of an invitation, a new time and a cancellation
// (event-notices.ts, issue 26 item 10) in the same transaction as the change.
import { calendarContract as routes } from '@portal/rules';
import type { AreaRouter } from '../../area-kit/area-routes';
import type { AreaContext } from '../../area-kit/feature-area';
import { eventAccess as events } from './calendar-access';
import { inviteesOf, tellInvitees } from './event-notices';
import {
  createEvent,
  deleteEvent,
  eventDetails,
  invitablePeople,
  listOccurrences,
  respond,
  updateEvent,
} from './event-store';
import { icsOf } from './ics';

type Deps = Pick<AreaContext, 'sms' | 'email' | 'log' | 'clock'>;

/** Reading: the range, the people, one event. */
function readRoutes(router: AreaRouter) {
  router.route(routes.events, events, async ({ caller, db, query }) => ({
    events: await listOccurrences(db, caller, query.from, query.to, query.recipientId),
  }));

  router.route(routes.people, events, async ({ caller, db }) => invitablePeople(db, caller));

  router.route(routes.event, events, async ({ caller, db, params, query }) =>
    eventDetails(db, caller, params.id, query.occurrence ?? null),
  );
}

/** Writing: create, change, delete (each telling the invitees), and the invited person's answer. */
function writeRoutes(router: AreaRouter, deps: Deps) {
  router.route(routes.create, events, async ({ caller, db, body }) =>
    db.transaction(async (tx) => {
      const saved = await createEvent(tx, caller, body);
      await tellInvitees(tx, deps, caller, {
        kind: 'invited',
        eventId: saved.id,
        title: body.title,
        start: body.start,
        allDay: body.allDay,
        userIds: await inviteesOf(tx, caller, saved.id),
      });
      return saved;
    }),
  );

  router.route(routes.update, events, async ({ caller, db, params, body }) =>
    db.transaction(async (tx) => {
      const before = new Set(await inviteesOf(tx, caller, params.id));
      const { moved, ...saved } = await updateEvent(tx, caller, params.id, body);
      const after = await inviteesOf(tx, caller, saved.id);
      const about = {
        eventId: saved.id,
        title: body.event.title,
        start: body.event.start,
        allDay: body.event.allDay,
      };
      await tellInvitees(tx, deps, caller, {
        ...about,
        kind: 'invited',
        userIds: after.filter((id) => !before.has(id)),
      });
      if (moved)
        await tellInvitees(tx, deps, caller, {
          ...about,
          kind: 'moved',
          userIds: after.filter((id) => before.has(id)),
        });
      return saved;
    }),
  );

  router.route(routes.remove, events, async ({ caller, db, params, query }) => {
    await db.transaction(async (tx) => {
      const row = await deleteEvent(tx, caller, params.id, query.scope, query.occurrence ?? null);
      const invitees = await inviteesOf(tx, caller, params.id);
      await tellInvitees(tx, deps, caller, {
        kind: 'cancelled',
        eventId: params.id,
        title: row.title,
        start: row.rrule !== null && query.occurrence ? query.occurrence : row.starts_at,
        allDay: row.all_day,
        userIds: invitees,
      });
    });
    return { ok: true };
  });

  router.route(routes.respond, events, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => respond(tx, caller, params.id, body));
    return { ok: true };
  });
}

/**
 * One event (the occurrence asked for) as an .ics file; JSON-wrapped so the app's API client,
 * which sends the session token, can fetch it and hand the browser a file.
 */
function icsRoute(router: AreaRouter, { clock }: Deps) {
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
}

export function eventRoutes(router: AreaRouter, deps: Deps) {
  readRoutes(router);
  writeRoutes(router, deps);
  icsRoute(router, deps);
}
