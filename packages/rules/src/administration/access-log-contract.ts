// The access log (issue 32 item 8, Normen): every read of a participant's data through the portal,
// who, when and why. Admins search it; a participant sees who has looked at their data (names and
// roles of the staff, when, what kind; no internal ids). No route changes or deletes a line.
import { z } from 'zod';
import { defineRoute } from '../contract/route-contract';
import { ROLES } from '../domain/roles';

export const ACCESS_KINDS = ['record', 'questionnaire', 'document', 'chat', 'export', 'change'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
export const ACCESS_LOG_PAGE_SIZE = 50;

/** The log's action as a kind people read. */
export function accessKindOf(action: string): AccessKind {
  switch (action) {
    case 'read_record':
      return 'record';
    case 'read_questionnaire':
      return 'questionnaire';
    case 'read_document':
      return 'document';
    case 'read_chat':
      return 'chat';
    case 'export':
      return 'export';
    default:
      return 'change';
  }
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid');
const role = z.enum(ROLES);

export const accessLogQuerySchema = z.strictObject({
  /** Part of the participant's name. */
  participant: z.string().trim().max(100).optional(),
  /** Part of the staff member's name or username. */
  staff: z.string().trim().max(100).optional(),
  /** The first and last day (inclusive, UTC). */
  from: day.optional(),
  to: day.optional(),
  kind: z.enum(ACCESS_KINDS).optional(),
  page: z
    .union([z.string().regex(/^[0-9]{1,6}$/), z.number().int().nonnegative()])
    .transform(Number)
    .optional(),
});

export const accessLogEntrySchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  staff_name: z.string(),
  staff_username: z.string(),
  staff_role: role,
  participant_id: z.number().int(),
  participant_name: z.string(),
  kind: z.enum(ACCESS_KINDS),
  /** Why: the caseload that let the reader in, or the page that asked. */
  context: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** A line of the participant's own view: no ids, no usernames. */
export const ownAccessEntrySchema = z.strictObject({
  at: z.string(),
  staff_name: z.string(),
  staff_role: role,
  kind: z.enum(ACCESS_KINDS),
});
export type OwnAccessEntry = z.infer<typeof ownAccessEntrySchema>;

export const accessLogContract = {
  search: defineRoute({
    method: 'GET',
    path: '/api/admin/access-log',
    summary: 'Search the access log by participant, staff member, period and kind, newest first (admin)',
    query: accessLogQuerySchema,
    response: z.strictObject({
      entries: z.array(accessLogEntrySchema),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
    errors: ['forbidden', 'access_log_period'],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/me/access-log',
    summary: 'Who has looked at my data: staff names and roles, when and what kind (a participant)',
    query: z.strictObject({
      page: z
        .union([z.string().regex(/^[0-9]{1,6}$/), z.number().int().nonnegative()])
        .transform(Number)
        .optional(),
    }),
    response: z.strictObject({
      entries: z.array(ownAccessEntrySchema),
      total: z.number().int(),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
    errors: ['forbidden'],
  }),
} as const;
