// The user's secret iCalendar feed (issue 16, part 4): its state, a renewal (the new address, shown
// once), switching it off, and the feed itself, read by calendar programs without a session.
import { calendarContract as routes } from '@portal/rules';
import type { AreaRouter } from '../../area-kit/area-routes';
import type { SchedulingClock } from '../../clock/clock';
import { hitWindow } from '../../auth/shared-rate-limit';
import { eventAccess as events } from './calendar-access';
import { calendarError } from './calendar-errors';
import { feedRows } from './event-store';
import { FEED_PATH, feedCreatedAt, feedIcs, feedOwner, renewFeedToken, revokeFeedToken } from './ics';

/** The feed: at most this many requests per address a minute (the token is 256 bits anyway). */
export const FEED_RATE_PER_MINUTE = 60;
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 300;
const DAY_MS = 86_400_000;

export function feedRoutes(router: AreaRouter, clock: SchedulingClock) {
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

  // The feed itself: the token in the path is the secret, so its route logs nothing (the plugin's
  // onRoute hook), and each address is rate-limited.
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
}
