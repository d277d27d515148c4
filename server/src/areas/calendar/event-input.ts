// The shape of an event as the calendar app sends it, checked on the server (zod) before anything
// is read or written: a bad field is a 400 with a code and the message in both languages.
import { isValidationMessageKey, messageText, safeText, storableDate } from '@portal/rules';
import { z } from 'zod';
import { calendarError } from './calendar-errors';

export const EVENT_KINDS = ['meeting', 'appointment', 'visit', 'other'] as const;
export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

// Dates and texts the database can store (issue 24.11: year 0000 or +275760, a NUL, are a 400).
const isoDate = storableDate();
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const eventInputSchema = z
  .object({
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
  })
  .strict();
export type EventInput = z.infer<typeof eventInputSchema>;

export const eventChangeSchema = z
  .object({
    event: eventInputSchema,
    /** For an occurrence of a series: which occurrences the change is for. */
    scope: z.enum(SCOPES).default('all'),
    /** The occurrence's original start (for "this" and "following"). */
    occurrence: isoDate.nullish().transform((v) => v ?? null),
  })
  .strict();
export type EventChange = z.infer<typeof eventChangeSchema>;

export const responseSchema = z
  .object({
    response: z.enum(['accepted', 'declined']),
    smsReminder: z.boolean().default(false),
    /** For a series: the whole series, or only the occurrence named by `occurrence`. */
    scope: z.enum(['this', 'all']).default('all'),
    /** The occurrence's original start (for "this" on an occurrence of a series). */
    occurrence: isoDate.nullish().transform((v) => v ?? null),
  })
  .strict();

export const rangeSchema = z
  .object({ from: isoDate, to: isoDate, recipientId: z.coerce.number().int().positive().optional() })
  .strict();

export const taskInputSchema = z
  .object({
    title: safeText().trim().max(200),
    description: safeText()
      .max(5000)
      .nullish()
      .transform((v) => v?.trim() || null),
    dueAt: isoDate.nullish().transform((v) => v ?? null),
    assignedTo: id.nullish().transform((v) => v ?? null),
    recipientId: id.nullish().transform((v) => v ?? null),
    done: z.boolean().default(false),
  })
  .strict();
export type TaskInput = z.infer<typeof taskInputSchema>;

/** The body through a schema: a 400 naming the first problem, nothing saved. */
export function parsed<T>(
  schema: z.ZodType<T>,
  body: unknown,
  code: 'calendar.invalid' | 'tasks.invalid' = 'calendar.invalid',
): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = isValidationMessageKey(issue?.message) ? messageText(issue.message, 'en') : (issue?.message ?? '');
  throw calendarError(400, code, { detail: `${field} ${message}`.trim() }, { field });
}
