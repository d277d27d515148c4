// The reports area's REST contract (issue 32 item 4): the login report read from the login audit
// (sign-ins per day by method, failures and lockouts, per user) and its CSV export. The server
// registers these (server/src/areas/reports), the activities app calls them.
import { z } from 'zod';
import { defineRoute } from '../contract/route-contract';

/** How people signed in, as the report groups the audit's methods (§2.2). */
export const LOGIN_METHOD_GROUPS = ['password_sms', 'national_id', 'token'] as const;
export type LoginMethodGroup = (typeof LOGIN_METHOD_GROUPS)[number];

/** The longest period one report covers (a year and a day). */
export const LOGIN_REPORT_MAX_DAYS = 367;

const day = z.iso.date();

/** A period of days, both ends included; one that ends before it starts or spans more than a year is refused. */
export const loginReportQuerySchema = z.strictObject({ from: day, to: day });

export function periodProblem(from: string, to: string): 'report_period_invalid' | null {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days < 0 || days >= LOGIN_REPORT_MAX_DAYS ? 'report_period_invalid' : null;
}

const counts = { successes: z.number().int(), failures: z.number().int(), lockouts: z.number().int() };

export const loginReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  days: z.array(z.strictObject({ day: z.string(), method: z.enum(LOGIN_METHOD_GROUPS), ...counts })),
  users: z.array(
    z.strictObject({
      userId: z.number().int().nullable(),
      name: z.string(),
      role: z.string().nullable(),
      ...counts,
      lastSuccess: z.string().nullable(),
    }),
  ),
  totals: z.strictObject(counts),
});
export type LoginReport = z.infer<typeof loginReportSchema>;

const ERRORS = ['forbidden', 'feature_off', 'missing_capability', 'report_period_invalid'] as const;

export const reportsContract = {
  loginReport: defineRoute({
    method: 'GET',
    path: '/api/reports/logins',
    summary: 'Sign-ins per day by method, failures and lockouts, and per user, for a period (login reports)',
    query: loginReportQuerySchema,
    response: loginReportSchema,
    errors: ERRORS,
  }),
  loginReportCsv: defineRoute({
    method: 'GET',
    path: '/api/reports/logins.csv',
    summary: 'The login report of a period as CSV, a row per day and method (login reports)',
    query: loginReportQuerySchema,
    response: 'file',
    errors: ERRORS,
  }),
} as const;
