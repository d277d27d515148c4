// Issue 32 item 3: the reports page's questionnaire report: sent, answered and expired per period,
// template and staff member, and participants per status; filters by period, template and staff.
import { z } from 'zod';
import { defineRoute, queryInt } from '../contract/route-contract';

const day = z.iso.date();

export const activityReportQuerySchema = z.strictObject({
  from: day,
  to: day,
  templateId: queryInt().optional(),
  staffId: queryInt().optional(),
});
export type ActivityReportQuery = z.output<typeof activityReportQuerySchema>;

const counts = { sent: z.number().int(), answered: z.number().int(), expired: z.number().int() };

export const activityReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** The length of one step of `series`: a day up to 62 days, else a week (from its Monday). */
  bucket: z.enum(['day', 'week']),
  series: z.array(z.strictObject({ period: z.string(), ...counts })),
  byTemplate: z.array(
    z.strictObject({ templateId: z.number().int().nullable(), title: z.string(), ...counts }),
  ),
  byStaff: z.array(z.strictObject({ userId: z.number().int().nullable(), name: z.string(), ...counts })),
  participantsByStatus: z.array(z.strictObject({ status: z.string(), count: z.number().int() })),
  totals: z.strictObject(counts),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

const ERRORS = ['forbidden', 'feature_off', 'missing_capability', 'report_period_invalid'] as const;

export const activityReportContract = {
  activityReport: defineRoute({
    method: 'GET',
    path: '/api/reports/questionnaires',
    summary:
      'Questionnaires sent, answered and expired per period, template and staff member; participants per status (reports)',
    query: activityReportQuerySchema,
    response: activityReportSchema,
    errors: ERRORS,
  }),
  activityReportCsv: defineRoute({
    method: 'GET',
    path: '/api/reports/questionnaires.csv',
    summary: 'The questionnaire report as CSV: a row per period, template and staff member (reports)',
    query: activityReportQuerySchema,
    response: 'file',
    errors: ERRORS,
  }),
} as const;
