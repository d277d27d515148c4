// Issue 29 item 5: a time registration as the crm app sends it and as the time area answers it.
// The server's routes check the shape here (the area kit's `invalid_input`) and the rules of a day
// (24 hours, no overlap, an approved period locked) with their own refusals (time-errors on the
// server). Week and month totals are computed here once, for the list and its tests.
import { z } from 'zod';
import { safeText } from '../validation/storable';

export const ACTIVITY_TYPES = [
  'follow_up',
  'employer_contact',
  'meeting',
  'travel',
  'documentation',
  'other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** A whole day has this many minutes: one person's registrations of a day sum to at most this. */
export const MINUTES_PER_DAY = 1440;
export const TIME_NOTE_MAX = 2000;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A calendar date, `YYYY-MM-DD`, in the years the database stores. */
export const calendarDateSchema = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'validation.dateInvalid')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && text >= '0001';
  }, 'validation.dateInvalid');
/** A time of day, `HH:MM` (00:00 to 24:00). */
export const clockTimeSchema = z.string().regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/);

export const timeEntryInputSchema = z.strictObject({
  date: calendarDateSchema,
  /** The duration; left out when a start and an end are given. */
  minutes: z
    .number()
    .int()
    .min(1)
    .max(MINUTES_PER_DAY)
    .nullish()
    .transform((v) => v ?? null),
  start: clockTimeSchema.nullish().transform((v) => v ?? null),
  end: clockTimeSchema.nullish().transform((v) => v ?? null),
  recipientId: id.nullish().transform((v) => v ?? null),
  activityType: z.enum(ACTIVITY_TYPES),
  note: safeText()
    .max(TIME_NOTE_MAX)
    .nullish()
    .transform((v) => v?.trim() || null),
});
export type TimeEntryInput = z.output<typeof timeEntryInputSchema>;

/** Minutes after midnight of `HH:MM`. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The registration's span: its minutes and, when given, its start and end. `null` with the reason
 * when it is not one: neither a duration nor a span, half a span, an end not after the start, or a
 * duration that disagrees with the span.
 */
export function entrySpan(
  input: Pick<TimeEntryInput, 'minutes' | 'start' | 'end'>,
):
  | { ok: true; minutes: number; start: string | null; end: string | null }
  | { ok: false; reason: 'durationRequired' | 'endBeforeStart' | 'durationMismatch' } {
  if (input.start === null && input.end === null) {
    return input.minutes === null
      ? { ok: false, reason: 'durationRequired' }
      : { ok: true, minutes: input.minutes, start: null, end: null };
  }
  if (input.start === null || input.end === null) return { ok: false, reason: 'durationRequired' };
  const minutes = clockMinutes(input.end) - clockMinutes(input.start);
  if (minutes <= 0) return { ok: false, reason: 'endBeforeStart' };
  if (input.minutes !== null && input.minutes !== minutes) return { ok: false, reason: 'durationMismatch' };
  return { ok: true, minutes, start: input.start, end: input.end };
}

export const TIME_ENTRY_STATUSES = ['open', 'approved', 'rejected'] as const;
export type TimeEntryStatus = (typeof TIME_ENTRY_STATUSES)[number];

export const timeEntrySchema = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  recipientId: z.number().int().nullable(),
  recipientName: z.string().nullable(),
  activityType: z.enum(ACTIVITY_TYPES),
  note: z.string().nullable(),
  status: z.enum(TIME_ENTRY_STATUSES),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  rejectionNote: z.string().nullable(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** Monday of the ISO week of a `YYYY-MM-DD` date, as `YYYY-MM-DD`. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday);
  return day.toISOString().slice(0, 10);
}

/** The ISO week number of a `YYYY-MM-DD` date. */
export function isoWeek(date: string): number {
  const thursday = new Date(`${date}T00:00:00Z`);
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - yearStart) / 604_800_000);
}

export interface PeriodTotals {
  /** Minutes per ISO week, by the week's Monday, newest first. */
  weeks: { weekStart: string; week: number; minutes: number }[];
  /** Minutes per month, by `YYYY-MM`, newest first. */
  months: { month: string; minutes: number }[];
  total: number;
}

/** The week and month totals of a list of registrations. */
export function periodTotals(entries: readonly Pick<TimeEntry, 'date' | 'minutes'>[]): PeriodTotals {
  const weeks = new Map<string, number>();
  const months = new Map<string, number>();
  let total = 0;
  for (const entry of entries) {
    const week = weekStart(entry.date);
    weeks.set(week, (weeks.get(week) ?? 0) + entry.minutes);
    const month = entry.date.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + entry.minutes);
    total += entry.minutes;
  }
  return {
    weeks: [...weeks]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([start, minutes]) => ({ weekStart: start, week: isoWeek(start), minutes })),
    months: [...months]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([month, minutes]) => ({ month, minutes })),
    total,
  };
}

/** `h:mm` of a number of minutes. */
export function formatMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
