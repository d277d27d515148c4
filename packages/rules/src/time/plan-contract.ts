// The time area's contract for time plans and their templates (issue 29 item 4). A plan is a
// participant's planned minutes per weekday (Monday first) over a period; a template is such a
// week with a length in weeks to start a plan from. The week grid compares a plan's week with the
// time registered about its participant.
import { z } from 'zod';
import { defineRoute, idParams, okResponse, queryInt } from '../contract/route-contract';
import { safeText } from '../validation/storable';
import { calendarDateSchema } from './time-entry';

/** Planned minutes of Monday to Sunday. */
export const dayMinutesSchema = z.array(z.number().int().min(0).max(1440)).length(7);
/** The longest plan, in days from its first to its last. */
export const PLAN_MAX_DAYS = 731;

const text = (max: number) =>
  safeText()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null);
const optionalId = () =>
  z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .nullish()
    .transform((v) => v ?? null);

export const planTemplateInputSchema = z.strictObject({
  name: safeText().trim().min(1).max(200),
  description: text(1000),
  weeks: z.number().int().min(1).max(104),
  dayMinutes: dayMinutesSchema,
});
export type PlanTemplateInput = z.output<typeof planTemplateInputSchema>;
export const planTemplateSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  weeks: z.number().int(),
  dayMinutes: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type PlanTemplate = z.infer<typeof planTemplateSchema>;

/** Days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const timePlanInputSchema = z
  .strictObject({
    recipientId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    templateId: optionalId(),
    organizationId: optionalId(),
    title: safeText().trim().min(1).max(200),
    startsOn: calendarDateSchema,
    endsOn: calendarDateSchema,
    dayMinutes: dayMinutesSchema,
    note: text(1000),
  })
  .refine((p) => p.endsOn >= p.startsOn, { message: 'time.planEndBeforeStart', path: ['endsOn'] })
  .refine((p) => daysBetween(p.startsOn, p.endsOn) <= PLAN_MAX_DAYS, {
    message: 'time.planTooLong',
    path: ['endsOn'],
  });
export type TimePlanInput = z.output<typeof timePlanInputSchema>;

export const timePlanSchema = z.strictObject({
  id: z.number().int(),
  recipientId: z.number().int(),
  recipientName: z.string(),
  templateId: z.number().int().nullable(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  dayMinutes: z.array(z.number().int()),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type TimePlan = z.infer<typeof timePlanSchema>;

export const planWeekSchema = z.strictObject({
  monday: z.string(),
  days: z.array(
    z.strictObject({
      date: z.string(),
      /** Planned minutes (0 outside the plan's period). */
      planned: z.number().int(),
      /** Minutes registered about the plan's participant that day. */
      registered: z.number().int(),
    }),
  ),
});
export type PlanWeek = z.infer<typeof planWeekSchema>;

const ERRORS = ['forbidden'] as const;
const PLAN_ERRORS = [
  ...ERRORS,
  'time.recipientUnknown',
  'time.planTemplateUnknown',
  'time.planOrganizationUnknown',
] as const;
const named = z.strictObject({ id: z.number().int(), name: z.string() });
const TEMPLATE_EXAMPLE = {
  name: 'Arbeidstrening 4 timer man-tor',
  weeks: 8,
  dayMinutes: [240, 240, 240, 240, 0, 0, 0],
} as const;
const PLAN_EXAMPLE = {
  recipientId: 1,
  title: 'Arbeidstrening',
  startsOn: '2026-11-02',
  endsOn: '2026-12-25',
  dayMinutes: [240, 240, 240, 240, 0, 0, 0],
} as const;

export const timePlanContract = {
  templates: defineRoute({
    method: 'GET',
    path: '/api/time/plan-templates',
    summary: 'The tenant’s time plan templates (staff)',
    response: z.strictObject({ templates: z.array(planTemplateSchema) }),
    errors: ERRORS,
  }),
  template: defineRoute({
    method: 'GET',
    path: '/api/time/plan-templates/:id',
    summary: 'One time plan template (staff)',
    resource: 'time_plan_templates',
    params: idParams(),
    response: planTemplateSchema,
    errors: [...ERRORS, 'time.planTemplateUnknown'],
  }),
  createTemplate: defineRoute({
    method: 'POST',
    path: '/api/time/plan-templates',
    summary: 'Create a time plan template (staff)',
    body: planTemplateInputSchema,
    example: { body: TEMPLATE_EXAMPLE },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: ERRORS,
  }),
  updateTemplate: defineRoute({
    method: 'PUT',
    path: '/api/time/plan-templates/:id',
    summary: 'Change a time plan template (staff); plans made from it keep their own hours',
    resource: 'time_plan_templates',
    params: idParams(),
    body: planTemplateInputSchema,
    example: { body: TEMPLATE_EXAMPLE },
    response: okResponse,
    errors: [...ERRORS, 'time.planTemplateUnknown'],
  }),
  plans: defineRoute({
    method: 'GET',
    path: '/api/time/plans',
    summary: 'The tenant’s time plans, of one participant when named (staff)',
    query: z.strictObject({ recipientId: queryInt().optional() }),
    response: z.strictObject({ plans: z.array(timePlanSchema) }),
    errors: ERRORS,
  }),
  plan: defineRoute({
    method: 'GET',
    path: '/api/time/plans/:id',
    summary: 'One time plan (staff)',
    resource: 'time_plans',
    params: idParams(),
    response: timePlanSchema,
    errors: [...ERRORS, 'time.planNotFound'],
  }),
  planOptions: defineRoute({
    method: 'GET',
    path: '/api/time/plan-options',
    summary: 'The participants, organizations and templates a plan may name (staff)',
    response: z.strictObject({
      participants: z.array(named),
      organizations: z.array(named),
      templates: z.array(planTemplateSchema),
    }),
    errors: ERRORS,
  }),
  createPlan: defineRoute({
    method: 'POST',
    path: '/api/time/plans',
    summary: 'Create a participant’s time plan (staff)',
    body: timePlanInputSchema,
    example: { body: PLAN_EXAMPLE },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: PLAN_ERRORS,
  }),
  updatePlan: defineRoute({
    method: 'PUT',
    path: '/api/time/plans/:id',
    summary: 'Change a time plan (staff)',
    resource: 'time_plans',
    params: idParams(),
    body: timePlanInputSchema,
    example: { body: PLAN_EXAMPLE },
    response: okResponse,
    errors: [...PLAN_ERRORS, 'time.planNotFound'],
  }),
  week: defineRoute({
    method: 'GET',
    path: '/api/time/plans/:id/week',
    summary: 'A week of a plan: planned and registered minutes per day (staff)',
    resource: 'time_plans',
    params: idParams(),
    query: z.strictObject({ monday: calendarDateSchema }),
    response: planWeekSchema,
    errors: [...ERRORS, 'time.planNotFound', 'time.notMonday'],
  }),
} as const;
