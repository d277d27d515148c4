// The calendar area's REST contract (issue 16; issue 25): events with recurrence and invitations,
// the people who may be invited, the secret iCalendar feed and tasks, as `defineRoute` values. The
// server registers them (server/src/areas/calendar, on the area kit), the calendar app calls them
// (`api.call`), so each wire type is written once, here: the inputs in event-input.ts, the answers
// below.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import {
  EVENT_KINDS,
  EVENT_RESPONSES,
  eventAnswerSchema,
  eventChangeSchema,
  eventInputSchema,
  eventRangeSchema,
  occurrenceQuerySchema,
  taskDoneSchema,
  taskFilterSchema,
  taskInputSchema,
} from './event-input';

export * from './event-input';
export * from './event-mine';

const nullableId = z.number().int().nullable();

/** One occurrence in the calendar: a single event, or one of a series (its original start in `occurrence`). */
export const occurrenceSchema = z.object({
  /** Unique per occurrence: the event id, and the original start for a series. */
  key: z.string(),
  eventId: z.number().int(),
  /** The original start of a series' occurrence (what "this one" names); null for a single event. */
  occurrence: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  kind: z.enum(EVENT_KINDS),
  location: z.string().nullable(),
  videoMeeting: z.boolean(),
  recurring: z.boolean(),
  seriesId: nullableId,
  recipientId: nullableId,
  /** The user's own answer, when they are invited. */
  response: z.enum(EVENT_RESPONSES).nullable(),
  canEdit: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

/** One event with its invited people (their answers to the occurrence asked for, if one was). */
export const eventDetailsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  kind: z.enum(EVENT_KINDS),
  videoMeeting: z.boolean(),
  reminderMinutes: z.number().int().nullable(),
  rrule: z.string().nullable(),
  seriesId: nullableId,
  originalStart: z.string().nullable(),
  recipientId: nullableId,
  recipientName: z.string().nullable(),
  planId: nullableId,
  createdBy: nullableId,
  canEdit: z.boolean(),
  response: z.enum(EVENT_RESPONSES).nullable(),
  smsReminder: z.boolean(),
  participants: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      role: z.string(),
      response: z.enum(EVENT_RESPONSES),
    }),
  ),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** The people who may be invited (the tenant's users) and the participants an event may be about. */
export const calendarPeopleSchema = z.object({
  users: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      role: z.string(),
      recipientId: nullableId,
    }),
  ),
  recipients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CalendarPeople = z.infer<typeof calendarPeopleSchema>;

/** A saved event: its id, and whether a rule without an end was capped (at `until`). */
export const saveResultSchema = z.object({
  id: z.number().int(),
  /** The rule had no end and was capped at a year (the app says so). */
  capped: z.boolean(),
  until: z.string().nullable(),
});
export type SaveResult = z.infer<typeof saveResultSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  dueAt: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  assignedTo: nullableId,
  assigneeName: z.string().nullable(),
  recipientId: nullableId,
  recipientName: z.string().nullable(),
  createdBy: nullableId,
  overdue: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

const EVENT_ERRORS = ['calendar.featureOff'] as const;
const WRITE_ERRORS = [
  ...EVENT_ERRORS,
  'calendar.forbidden',
  'calendar.titleRequired',
  'calendar.endsBeforeStart',
  'calendar.rruleInvalid',
  'calendar.rruleTooMany',
  'calendar.rruleEndsBeforeStart',
  'calendar.participantUnknown',
  'calendar.recipientUnknown',
  'calendar.planUnknown',
] as const;
const TASK_ERRORS = ['tasks.featureOff'] as const;

const EXAMPLE_EVENT = {
  title: 'Samtale',
  start: '2026-11-02T09:00:00.000Z',
  end: '2026-11-02T10:00:00.000Z',
};
const EXAMPLE_TASK = { title: 'Ring NAV' };

export const calendarContract = {
  events: defineRoute({
    method: 'GET',
    path: '/api/calendar/events',
    summary: 'The occurrences in a time range of the user’s calendar, or of a participant’s (staff)',
    query: eventRangeSchema,
    response: z.object({ events: z.array(occurrenceSchema) }),
    errors: [...EVENT_ERRORS, 'calendar.range', 'calendar.recipientUnknown', 'calendar.otherParticipant'],
  }),
  people: defineRoute({
    method: 'GET',
    path: '/api/calendar/people',
    summary: 'The people who may be invited and the participants an event may be about (staff)',
    response: calendarPeopleSchema,
    errors: [...EVENT_ERRORS, 'calendar.forbidden'],
  }),
  event: defineRoute({
    method: 'GET',
    path: '/api/calendar/events/:id',
    summary: 'One event with its invited people; for an occurrence of a series, their answers to it',
    resource: 'events',
    params: idParams(),
    query: occurrenceQuerySchema.pick({ occurrence: true }),
    response: eventDetailsSchema,
    errors: [...EVENT_ERRORS, 'calendar.notFound', 'calendar.occurrenceUnknown'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/calendar/events',
    summary: 'Create an event or a series (staff)',
    body: eventInputSchema,
    response: saveResultSchema,
    status: 201,
    errors: [...WRITE_ERRORS, 'idempotency_key_reused', 'request_in_progress'],
    // Issue 26 item 6: an invitation costs the invited a notification; a repeat with the same
    // Idempotency-Key answers the first event instead of creating (and inviting) again.
    idempotent: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/calendar/events/:id',
    summary: 'Change an event, or this, the following or all occurrences of a series (organiser or leader)',
    resource: 'events',
    example: { body: { event: EXAMPLE_EVENT, scope: 'all' } },
    params: idParams(),
    body: eventChangeSchema,
    response: saveResultSchema,
    errors: [...WRITE_ERRORS, 'calendar.notFound', 'calendar.occurrenceUnknown'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/calendar/events/:id',
    summary: 'Delete an event, or this, the following or all occurrences of a series (organiser or leader)',
    resource: 'events',
    example: { query: { scope: 'all' } },
    params: idParams(),
    query: occurrenceQuerySchema,
    response: okResponse,
    errors: [...EVENT_ERRORS, 'calendar.forbidden', 'calendar.notFound', 'calendar.occurrenceUnknown'],
  }),
  respond: defineRoute({
    method: 'POST',
    path: '/api/calendar/events/:id/response',
    summary: 'The invited user’s answer to an event, a series or one occurrence of it',
    resource: 'events',
    example: { body: { response: 'accepted', smsReminder: false, scope: 'all' } },
    params: idParams(),
    body: eventAnswerSchema,
    response: okResponse,
    errors: [...EVENT_ERRORS, 'calendar.notFound', 'calendar.notInvited', 'calendar.occurrenceUnknown'],
  }),
  ics: defineRoute({
    method: 'GET',
    path: '/api/calendar/events/:id/ics',
    summary: 'One event (the occurrence asked for) as iCalendar text, with a file name',
    resource: 'events',
    params: idParams(),
    query: occurrenceQuerySchema,
    response: z.object({ filename: z.string(), ics: z.string() }),
    errors: [...EVENT_ERRORS, 'calendar.notFound'],
  }),
  feedState: defineRoute({
    method: 'GET',
    path: '/api/calendar/feed',
    summary: 'Whether the user’s secret calendar feed is on, and since when',
    response: z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
    errors: EVENT_ERRORS,
  }),
  renewFeed: defineRoute({
    method: 'POST',
    path: '/api/calendar/feed',
    summary: 'A new secret address of the user’s calendar feed (shown once; the old one stops)',
    response: z.object({ url: z.string() }),
    errors: EVENT_ERRORS,
  }),
  feedOff: defineRoute({
    method: 'DELETE',
    path: '/api/calendar/feed',
    summary: 'Switch the user’s calendar feed off',
    response: okResponse,
    errors: EVENT_ERRORS,
  }),
  feed: defineRoute({
    method: 'GET',
    path: '/api/calendar/feed/:file',
    summary:
      'The calendar feed of a secret address (`<token>.ics`), for calendar programs, without a session',
    params: z.strictObject({ file: z.string().max(80) }),
    response: 'file',
    errors: ['feed.notFound', 'feed.tooMany'],
  }),
  tasks: defineRoute({
    method: 'GET',
    path: '/api/tasks',
    summary: 'The tasks the user may see: open, done or all; assigned to them or all; of a participant',
    query: taskFilterSchema,
    response: z.object({ tasks: z.array(taskSchema) }),
    errors: TASK_ERRORS,
  }),
  createTask: defineRoute({
    method: 'POST',
    path: '/api/tasks',
    summary: 'Create a task (staff)',
    body: taskInputSchema,
    response: z.object({ id: z.number().int() }),
    status: 201,
    errors: [
      ...TASK_ERRORS,
      'tasks.forbidden',
      'tasks.titleRequired',
      'tasks.assigneeUnknown',
      'calendar.recipientUnknown',
    ],
  }),
  updateTask: defineRoute({
    method: 'PUT',
    path: '/api/tasks/:id',
    summary: 'Change a task (staff)',
    resource: 'tasks',
    example: { body: EXAMPLE_TASK },
    params: idParams(),
    body: taskInputSchema,
    response: okResponse,
    errors: [
      ...TASK_ERRORS,
      'tasks.forbidden',
      'tasks.notFound',
      'tasks.titleRequired',
      'tasks.assigneeUnknown',
      'calendar.recipientUnknown',
    ],
  }),
  setTaskDone: defineRoute({
    method: 'POST',
    path: '/api/tasks/:id/done',
    summary: 'Mark a task done or open (staff, or the participant it is assigned to)',
    resource: 'tasks',
    example: { body: { done: true } },
    params: idParams(),
    body: taskDoneSchema,
    response: okResponse,
    errors: [...TASK_ERRORS, 'tasks.forbidden', 'tasks.notFound'],
  }),
  removeTask: defineRoute({
    method: 'DELETE',
    path: '/api/tasks/:id',
    summary: 'Delete a task (staff)',
    resource: 'tasks',
    params: idParams(),
    response: okResponse,
    errors: [...TASK_ERRORS, 'tasks.forbidden', 'tasks.notFound'],
  }),
} as const;
