// The calendar's inputs (issue 16): an event, a change of one, an answer to an invitation, a range of
// the calendar and a task, as the calendar app sends them. The server's routes check them (the area
// kit: a bad field is the one `invalid_input` answer, nothing read or written) and the app's types
// are theirs. Dates and texts the database can store (issue 24.11: year 0000 or +275760, a NUL, are
// refused).
import { z } from 'zod';
import { safeText, storableDate } from '../validation/storable';

export const EVENT_KINDS = ['meeting', 'appointment', 'visit', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** Which occurrences of a series a change or a deletion is for. */
export const EVENT_SCOPES = ['this', 'following', 'all'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];
/** An invited person's answer. */
export const EVENT_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export type EventResponse = (typeof EVENT_RESPONSES)[number];

const isoDate = storableDate();
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const eventInputSchema = z.strictObject({
  title: safeText().trim().max(200),
  description: safeText()
    .max(5000)
    .nullish()
    .transform((v) => v?.trim() || null),
  location: safeText()
    .max(300)
    .nullish()
    .transform((v) => v?.trim() || null),
  start: isoDate,
  end: isoDate,
  allDay: z.boolean().default(false),
  kind: z.enum(EVENT_KINDS).default('meeting'),
  videoMeeting: z.boolean().default(false),
  reminderMinutes: z
    .number()
    .int()
    .min(0)
    .max(40320)
    .nullish()
    .transform((v) => v ?? null),
  rrule: safeText()
    .max(500)
    .nullish()
    .transform((v) => v?.trim() || null),
  recipientId: id.nullish().transform((v) => v ?? null),
  participantIds: z.array(id).max(100).default([]),
  planId: id.nullish().transform((v) => v ?? null),
});
/** An event as the server reads it (defaults filled, texts trimmed, dates read). */
export type EventInput = z.output<typeof eventInputSchema>;

export const eventChangeSchema = z.strictObject({
  event: eventInputSchema,
  /** For an occurrence of a series: which occurrences the change is for. */
  scope: z.enum(EVENT_SCOPES).default('all'),
  /** The occurrence's original start (for "this" and "following"). */
  occurrence: isoDate.nullish().transform((v) => v ?? null),
});
export type EventChange = z.output<typeof eventChangeSchema>;

export const eventAnswerSchema = z.strictObject({
  response: z.enum(['accepted', 'declined']),
  smsReminder: z.boolean().default(false),
  /** For a series: the whole series, or only the occurrence named by `occurrence`. */
  scope: z.enum(['this', 'all']).default('all'),
  /** The occurrence's original start (for "this" on an occurrence of a series). */
  occurrence: isoDate.nullish().transform((v) => v ?? null),
});
export type EventAnswer = z.output<typeof eventAnswerSchema>;

/** The occurrences of [from, to) of the user's calendar, or of a participant's (`recipientId`). */
export const eventRangeSchema = z.strictObject({
  from: isoDate,
  to: isoDate,
  recipientId: z.coerce.number().int().positive().optional(),
});

/** One occurrence of a series (its original start), and for a deletion which occurrences. */
export const occurrenceQuerySchema = z.strictObject({
  scope: z.enum(EVENT_SCOPES).default('all'),
  occurrence: isoDate.optional(),
});

export const taskInputSchema = z.strictObject({
  title: safeText().trim().max(200),
  description: safeText()
    .max(5000)
    .nullish()
    .transform((v) => v?.trim() || null),
  dueAt: isoDate.nullish().transform((v) => v ?? null),
  assignedTo: id.nullish().transform((v) => v ?? null),
  recipientId: id.nullish().transform((v) => v ?? null),
  done: z.boolean().default(false),
});
/** A task as the server reads it. */
export type TaskInput = z.output<typeof taskInputSchema>;

export const taskFilterSchema = z.strictObject({
  status: z.enum(['open', 'done', 'all']).default('all'),
  assignee: z.enum(['me', 'all']).default('all'),
  recipientId: z.coerce.number().int().positive().optional(),
});
export type TaskFilter = z.output<typeof taskFilterSchema>;

export const taskDoneSchema = z.strictObject({ done: z.boolean() });
