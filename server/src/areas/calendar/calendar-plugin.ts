// The calendar's routes (issue 16, parts 1-5): events with recurrence and invitations, tasks, the
// secret iCalendar feed and one event as .ics. Every write is checked here (the data API serves
// these tables read-only): the tenant, who may see and change what, the times and the rule.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { storableDate } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { hitWindow } from '../../auth/shared-rate-limit';
import { enabledFeatures } from '../../bootstrap/bootstrap-data';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import { calendarError } from './calendar-errors';
import {
  SCOPES,
  eventChangeSchema,
  eventInputSchema,
  parsed,
  rangeSchema,
  responseSchema,
  taskInputSchema,
  type Scope,
} from './event-input';
import {
  createEvent,
  deleteEvent,
  eventDetails,
  feedRows,
  invitablePeople,
  listOccurrences,
  respond,
  updateEvent,
  type Who,
} from './event-store';
import { FEED_PATH, feedCreatedAt, feedIcs, feedOwner, icsOf, renewFeedToken, revokeFeedToken } from './ics';
import { createTask, deleteTask, listTasks, setTaskDone, updateTask } from './task-store';
import { z } from 'zod';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;

/** The feed: at most this many requests per address a minute (the token is 256 bits anyway). */
export const FEED_RATE_PER_MINUTE = 60;
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 300;
const DAY_MS = 86_400_000;

async function signedIn(
  app: FastifyInstance,
  ctx: AreaContext,
  request: FastifyRequest,
  feature: 'calendar_EventsAccess' | 'calendar_TasksAccess',
): Promise<Who> {
  const tenant = requireTenant(request);
  const session = await app.requireSession(request);
  if (!(await enabledFeatures(ctx.db, tenant.id)).includes(feature))
    throw calendarError(403, feature === 'calendar_TasksAccess' ? 'tasks.featureOff' : 'calendar.featureOff');
  return { customerId: tenant.id, userId: session.user_id, role: session.role };
}

const occurrenceQuery = z
  .object({
    scope: z.enum(SCOPES).default('all'),
    occurrence: storableDate().optional(),
  })
  .strict();

const taskFilterSchema = z
  .object({
    status: z.enum(['open', 'done', 'all']).default('all'),
    assignee: z.enum(['me', 'all']).default('all'),
    recipientId: z.coerce.number().int().positive().optional(),
  })
  .strict();

export const calendarPlugin: FastifyPluginAsync<AreaContext> = async (app, ctx) => {
  const { db, clock } = ctx;
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/calendar/events', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
    const range = parsed(rangeSchema, request.query);
    const events = await listOccurrences(db, who, range.from, range.to, range.recipientId);
    return reply.headers(noStore).send({ events });
  });

  app.get('/api/calendar/people', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
    return reply.headers(noStore).send(await invitablePeople(db, who));
  });

  app.get<{ Params: { id: string } }>(
    '/api/calendar/events/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
      const query = parsed(occurrenceQuery.pick({ occurrence: true }), request.query);
      return reply
        .headers(noStore)
        .send(await eventDetails(db, who, Number(request.params.id), query.occurrence ?? null));
    },
  );

  app.post('/api/calendar/events', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
    const input = parsed(eventInputSchema, request.body);
    const result = await db.transaction((tx) => createEvent(tx, who, input));
    return reply.code(201).send(result);
  });

  app.put<{ Params: { id: string } }>(
    '/api/calendar/events/:id',
    { schema: { params: idParams } },
    async (request) => {
      const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
      const change = parsed(eventChangeSchema, request.body);
      return db.transaction((tx) => updateEvent(tx, who, Number(request.params.id), change));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/calendar/events/:id',
    { schema: { params: idParams } },
    async (request) => {
      const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
      const query = parsed(occurrenceQuery, request.query);
      const scope: Scope = query.scope;
      await db.transaction((tx) =>
        deleteEvent(tx, who, Number(request.params.id), scope, query.occurrence ?? null),
      );
      return { ok: true };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/calendar/events/:id/response',
    { schema: { params: idParams } },
    async (request) => {
      const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
      const body = parsed(responseSchema, request.body);
      await db.transaction((tx) => respond(tx, who, Number(request.params.id), body));
      return { ok: true };
    },
  );

  // One event (the occurrence asked for) as an .ics file; JSON-wrapped so the app's API client,
  // which sends the session token, can fetch it and hand the browser a file.
  app.get<{ Params: { id: string } }>(
    '/api/calendar/events/:id/ics',
    { schema: { params: idParams } },
    async (request, reply) => {
      const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
      const query = parsed(occurrenceQuery, request.query);
      const details = await eventDetails(db, who, Number(request.params.id));
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
        requireTenant(request).subdomain,
        clock.now(),
      );
      const safeName =
        details.title
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .trim()
          .slice(0, 60) || 'event';
      return reply.headers(noStore).send({ filename: `${safeName}.ics`, ics });
    },
  );

  // The user's secret feed: its state, a renewal (the new address, shown once) and switching it off.
  app.get('/api/calendar/feed', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
    const createdAt = await feedCreatedAt(db, who);
    return reply
      .headers(noStore)
      .send({ active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null });
  });

  app.post('/api/calendar/feed', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
    const token = await db.transaction((tx) => renewFeedToken(tx, who));
    const host = request.headers.host ?? '';
    return reply.headers(noStore).send({ url: `${request.protocol}://${host}${FEED_PATH}${token}.ics` });
  });

  app.delete('/api/calendar/feed', async (request) => {
    const who = await signedIn(app, ctx, request, 'calendar_EventsAccess');
    await revokeFeedToken(db, who);
    return { ok: true };
  });

  // The feed itself, read by calendar programs without a session: the token in the path is the
  // secret, so this route logs nothing (not even the path), and each address is rate-limited.
  app.get<{ Params: { file: string } }>(
    `${FEED_PATH}:file`,
    {
      logLevel: 'silent',
      schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 80 } } } },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const hits = await hitWindow(db, clock, `calendar-feed ${request.ip}`, 60_000);
      if (hits.current > FEED_RATE_PER_MINUTE) {
        reply.header('retry-after', String(Math.ceil(hits.ttl / 1000)));
        throw calendarError(429, 'feed.tooMany');
      }
      const token = request.params.file.replace(/\.ics$/, '');
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
          ...noStore,
          'content-type': 'text/calendar; charset=utf-8',
          'referrer-policy': 'no-referrer',
        })
        .send(feedIcs(tenant.subdomain, feed, tenant.subdomain, now));
    },
  );

  // Tasks (route "tasks", calendar_TasksAccess).
  app.get('/api/tasks', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_TasksAccess');
    const filter = parsed(taskFilterSchema, request.query, 'tasks.invalid');
    return reply.headers(noStore).send({ tasks: await listTasks(db, who, filter, clock.now()) });
  });

  app.post('/api/tasks', async (request, reply) => {
    const who = await signedIn(app, ctx, request, 'calendar_TasksAccess');
    const input = parsed(taskInputSchema, request.body, 'tasks.invalid');
    const id = await db.transaction((tx) => createTask(tx, who, input, clock.now()));
    return reply.code(201).send({ id });
  });

  app.put<{ Params: { id: string } }>('/api/tasks/:id', { schema: { params: idParams } }, async (request) => {
    const who = await signedIn(app, ctx, request, 'calendar_TasksAccess');
    const input = parsed(taskInputSchema, request.body, 'tasks.invalid');
    await db.transaction((tx) => updateTask(tx, who, Number(request.params.id), input, clock.now()));
    return { ok: true };
  });

  app.post<{ Params: { id: string } }>(
    '/api/tasks/:id/done',
    { schema: { params: idParams } },
    async (request) => {
      const who = await signedIn(app, ctx, request, 'calendar_TasksAccess');
      const { done } = parsed(z.object({ done: z.boolean() }).strict(), request.body, 'tasks.invalid');
      await db.transaction((tx) => setTaskDone(tx, who, Number(request.params.id), done, clock.now()));
      return { ok: true };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/tasks/:id',
    { schema: { params: idParams } },
    async (request) => {
      const who = await signedIn(app, ctx, request, 'calendar_TasksAccess');
      await db.transaction((tx) => deleteTask(tx, who, Number(request.params.id), clock.now()));
      return { ok: true };
    },
  );
};
