// The time area's REST contract (issue 29 item 5): a person's own registrations (register, change,
// delete, list, export) and the team leader's list of the team's time with approval of a period
// and rejection of one registration. The server registers these (server/src/areas/time), the crm
// app calls them (`api.call`), so each wire type is written once, here.
import { z } from 'zod';
import { defineRoute, idParams, okResponse, queryInt } from '../contract/route-contract';
import { calendarDateSchema, timeEntryInputSchema, timeEntrySchema } from './time-entry';

const OWN_ERRORS = ['time.featureOff', 'forbidden'] as const;
const ENTRY_ERRORS = [
  ...OWN_ERRORS,
  'time.durationRequired',
  'time.endBeforeStart',
  'time.durationMismatch',
  'time.overDay',
  'time.overlap',
  'time.periodApproved',
  'time.recipientUnknown',
] as const;
const TEAM_ERRORS = ['time.featureOff', 'time.teamLeaderOnly'] as const;

/** A period of days, both ends included, at most a year and a little. */
export const timePeriodSchema = z.strictObject({
  from: calendarDateSchema,
  to: calendarDateSchema,
});
export const teamFilterSchema = z.strictObject({
  from: calendarDateSchema,
  to: calendarDateSchema,
  userId: queryInt().optional(),
  recipientId: queryInt().optional(),
  /** A team, by its leader (admins see every team; a team leader sees their own). */
  leaderId: queryInt().optional(),
});
export type TeamFilter = z.output<typeof teamFilterSchema>;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportQuerySchema = teamFilterSchema.extend({
  format: z.enum(EXPORT_FORMATS),
  scope: z.enum(['own', 'team']),
});

const personSchema = z.strictObject({ id: z.number().int(), name: z.string() });
export type TimePerson = z.infer<typeof personSchema>;

export const approvalSchema = z.strictObject({
  userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  from: calendarDateSchema,
  to: calendarDateSchema,
});

const EXAMPLE_ENTRY = {
  date: '2026-11-02',
  start: '09:00',
  end: '11:30',
  recipientId: null,
  activityType: 'follow_up',
  note: 'Oppfølging på arbeidsplassen',
} as const;

export const timeContract = {
  own: defineRoute({
    method: 'GET',
    path: '/api/time/entries',
    summary: 'The caller’s own registrations in a period (staff)',
    query: timePeriodSchema,
    response: z.strictObject({ entries: z.array(timeEntrySchema) }),
    errors: OWN_ERRORS,
  }),
  options: defineRoute({
    method: 'GET',
    path: '/api/time/options',
    summary: 'The participants a registration may name and, for a team leader, the team and the teams',
    response: z.strictObject({
      participants: z.array(personSchema),
      team: z.array(personSchema),
      leaders: z.array(personSchema),
    }),
    errors: OWN_ERRORS,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/time/entries',
    summary: 'Register time: a duration or a start and an end on a day (staff)',
    body: timeEntryInputSchema,
    example: { body: EXAMPLE_ENTRY },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: ENTRY_ERRORS,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/time/entries/:id',
    summary: 'Change one of the caller’s registrations not yet approved (staff)',
    resource: 'time_entries',
    params: idParams(),
    body: timeEntryInputSchema,
    example: { body: EXAMPLE_ENTRY },
    response: okResponse,
    errors: [...ENTRY_ERRORS, 'time.notFound'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/time/entries/:id',
    summary: 'Delete one of the caller’s registrations not yet approved (staff)',
    resource: 'time_entries',
    params: idParams(),
    response: okResponse,
    errors: [...OWN_ERRORS, 'time.notFound', 'time.periodApproved'],
  }),
  team: defineRoute({
    method: 'GET',
    path: '/api/time/team',
    summary: 'The team’s registrations in a period, by person, participant and team (team leaders, admins)',
    query: teamFilterSchema,
    response: z.strictObject({
      entries: z.array(timeEntrySchema),
      approvals: z.array(
        z.strictObject({
          userId: z.number().int(),
          from: z.string(),
          to: z.string(),
          approvedByName: z.string(),
        }),
      ),
    }),
    errors: [...TEAM_ERRORS, 'time.periodTooLong'],
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/time/approvals',
    summary:
      'Approve a person’s period: their registrations in it are locked for them (team leaders, admins)',
    body: approvalSchema,
    example: { body: { userId: 4, from: '2026-11-01', to: '2026-11-30' } },
    response: z.strictObject({ approved: z.number().int() }),
    status: 201,
    errors: [
      ...TEAM_ERRORS,
      'time.ownApproval',
      'time.notInTeam',
      'time.periodTooLong',
      'time.endBeforeStart',
    ],
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/time/entries/:id/reject',
    summary: 'Send a registration back to its owner with a reason (team leaders, admins)',
    resource: 'time_entries',
    params: idParams(),
    body: z.strictObject({ note: z.string().trim().min(1).max(500) }),
    example: { body: { note: 'Hvilken deltaker gjaldt det?' } },
    response: okResponse,
    errors: [...TEAM_ERRORS, 'time.notFound', 'time.ownApproval', 'time.notInTeam', 'time.periodApproved'],
  }),
  exportFile: defineRoute({
    method: 'GET',
    path: '/api/time/export',
    summary: 'The own or the team’s registrations of a period as CSV or Excel (XLSX)',
    query: exportQuerySchema,
    response: 'file',
    errors: [...TEAM_ERRORS, 'time.periodTooLong'],
  }),
} as const;

export * from './plan-contract';
