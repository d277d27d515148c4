// Issue 28 item 2: a plan's schedule is an RFC 5545 recurrence set (DTSTART, RRULE, EXDATE lines) in
// Europe/Oslo wall-clock time. The form builds one from a few choices; the server reads any set
// (server/src/areas/plans/plan-recurrence.ts) and refuses one it cannot read with plan_rrule_invalid.
import { z } from 'zod';

/** The time zone a plan's times are read in (the wall clock stays across daylight-saving changes). */
export const PLAN_TIME_ZONE = 'Europe/Oslo';
/** A recurrence that never ends is capped: no send later than this after its start… */
export const PLAN_HORIZON_DAYS = 731;
/** …and never more than this many sends of one plan. */
export const PLAN_MAX_OCCURRENCES = 520;
export const PLAN_RRULESET_MAX_CHARS = 2_000;

export const PLAN_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const PLAN_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** What the plan form asks: the first send (local date and time), how often, and how many. */
export const planScheduleFormSchema = z.strictObject({
  start: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'plans.startInvalid'),
  frequency: z.enum(PLAN_FREQUENCIES),
  interval: z.number().int().min(1).max(52),
  weekdays: z.array(z.enum(PLAN_WEEKDAYS)).max(7),
  count: z.number().int().min(1).max(PLAN_MAX_OCCURRENCES).nullable(),
  /** Local dates (YYYY-MM-DD) left out of the schedule. */
  exceptions: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(100),
});
export type PlanScheduleForm = z.infer<typeof planScheduleFormSchema>;

const compact = (local: string) => local.replaceAll('-', '').replace(':', '') + '00';

/** The recurrence set of a form: `DTSTART;TZID=Europe/Oslo:…`, `RRULE:…` and one `EXDATE` per exception. */
export function planRruleset(form: PlanScheduleForm): string {
  const time = form.start.slice(10);
  const parts = [`FREQ=${form.frequency}`];
  if (form.interval > 1) parts.push(`INTERVAL=${form.interval}`);
  if (form.frequency === 'WEEKLY' && form.weekdays.length > 0) parts.push(`BYDAY=${form.weekdays.join(',')}`);
  if (form.count !== null) parts.push(`COUNT=${form.count}`);
  const lines = [`DTSTART;TZID=${PLAN_TIME_ZONE}:${compact(form.start)}`, `RRULE:${parts.join(';')}`];
  for (const day of form.exceptions) lines.push(`EXDATE;TZID=${PLAN_TIME_ZONE}:${compact(day + time)}`);
  return lines.join('\n');
}

/**
 * The form's choices read back from a recurrence set's RRULE line (a blueprint the form starts a
 * plan from): frequency, interval, weekdays and count; the start is the new plan's own.
 */
export function planScheduleChoices(rruleset: string): Omit<PlanScheduleForm, 'start' | 'exceptions'> {
  const rule = /^RRULE:(.*)$/im.exec(rruleset)?.[1] ?? '';
  const parts = new Map(rule.split(';').map((part) => part.split('=') as [string, string]));
  const frequency = PLAN_FREQUENCIES.find((f) => f === parts.get('FREQ')?.toUpperCase()) ?? 'WEEKLY';
  const weekdays = (parts.get('BYDAY') ?? '')
    .split(',')
    .map((day) => PLAN_WEEKDAYS.find((d) => d === day.trim().toUpperCase()))
    .filter((day) => day !== undefined);
  const whole = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
  return {
    frequency,
    interval: Math.min(whole(parts.get('INTERVAL')) ?? 1, 52),
    weekdays,
    count: whole(parts.get('COUNT')),
  };
}
