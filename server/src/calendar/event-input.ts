// The shape of an event as the calendar app sends it, checked on the server (zod) before anything
// is read or written: a bad field is a 400 with a code and the message in both languages.
import { z } from 'zod';
import { calendarError } from './calendar-errors';

export const EVENT_KINDS = ['meeting', 'appointment', 'visit', 'other'] as const;
export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

const isoDate = z
  .string()
  .max(40)
  .refine((text) => !Number.isNaN(Date.parse(text)), 'not a date')
  .transform((text) => new Date(text));
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const eventInputSchema = z
  .object({
    title: z.string().trim().max(200),
    description: z
      .string()
      .max(5000)
      .nullish()
      .transform((v) => v?.trim() || null),
    location: z
      .string()
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
    rrule: z
      .string()
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
    title: z.string().trim().max(200),
    description: z
      .string()
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
  throw calendarError(400, code, { detail: `${field} ${issue?.message ?? ''}`.trim() }, { field });
}
