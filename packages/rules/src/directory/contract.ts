// The directory area's REST contract (§2.3 "my participants" and its sub-views, §3 participant,
// recipient, activities): the server registers it (server/src/areas/directory), the directory app
// calls it (`api.call`), so each wire type is written once, here.
import { z } from 'zod';
import { defineRoute, idParam, idParams, okResponse, queryInt } from '../contract/route-contract';

/** §2.3 the sub-views of "my participants" that are lists of participants. */
export const PARTICIPANT_VIEWS = ['all', 'accepted', 'waiting', 'to_be_deleted'] as const;
export type ParticipantView = (typeof PARTICIPANT_VIEWS)[number];
export const PARTICIPANT_STATUSES = ['accepted', 'waiting', 'to_be_deleted'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const PARTICIPANT_SORTS = ['name', 'caseNumber', 'addedAt', 'status'] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The list's query: a view, a page, a search, a sort and the filters. */
export const participantListQuerySchema = z.strictObject({
  view: z.enum(PARTICIPANT_VIEWS).default('all'),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(PARTICIPANT_SORTS).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: queryInt().pipe(z.number().int().min(1).max(100_000)).default(1),
  pageSize: queryInt()
    .pipe(z.number().int().min(1).max(100))
    .default(25),
  activityId: idParam().optional(),
  groupId: idParam().optional(),
  /** Whose caseload: the caller's when left out; another staff member's for the leading roles. */
  staffId: idParam().optional(),
});
export type ParticipantListQuery = z.output<typeof participantListQuerySchema>;

const nameRef = z.strictObject({ id: z.number().int(), name: z.string() });

export const participantRowSchema = z.strictObject({
  id: z.number().int(),
  fullName: z.string(),
  /** Masked (`110295*****`) unless `nationalIdMasked` is false. */
  nationalId: z.string().nullable(),
  nationalIdMasked: z.boolean(),
  caseNumber: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  tiltak: z.string().nullable(),
  activities: z.array(nameRef),
  groups: z.array(nameRef),
  /** When the participant was added to this caseload. */
  addedAt: z.string(),
  /** Whether they have signed in (a user of their own). */
  hasUser: z.boolean(),
  /** §4 invitation: when the latest one was sent (null: never, or withdrawn). */
  invitedAt: z.string().nullable(),
  /** When their case was ended; the deletion job removes their personal data at `deleteAfter`. */
  caseEndedAt: z.string().nullable(),
  deleteAfter: z.string().nullable(),
});
export type ParticipantRow = z.output<typeof participantRowSchema>;

export const participantCountsSchema = z.strictObject({
  all: z.number().int(),
  accepted: z.number().int(),
  waiting: z.number().int(),
  to_be_deleted: z.number().int(),
});
export type ParticipantCounts = z.output<typeof participantCountsSchema>;

export const participantListSchema = z.strictObject({
  rows: z.array(participantRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: participantCountsSchema,
});
export type ParticipantList = z.output<typeof participantListSchema>;

export const directoryFiltersSchema = z.strictObject({
  activities: z.array(nameRef),
  /** The staff members whose caseload the caller may look at (only the caller for staff). */
  staff: z.array(nameRef),
  groups: z.array(nameRef),
  /** Whether the caller sees national ids unmasked. */
  seesNationalId: z.boolean(),
});
export type DirectoryFilters = z.output<typeof directoryFiltersSchema>;

export const groupSummarySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  ownerName: z.string().nullable(),
});
export type GroupSummary = z.output<typeof groupSummarySchema>;

const STAFF_ERRORS = ['forbidden'] as const;

/** Adding a participant: the national id by the rules package, the mobile by libphonenumber-js. */
export const newParticipantSchema = z.strictObject({
  fullName: z.string().trim().min(2).max(200),
  nationalId: z.string().trim().regex(/^\d{11}$/),
  mobile: z.string().trim().min(8).max(40),
  activityId: z.number().int().positive().nullable().default(null),
  caseNumber: z.string().trim().max(50).nullable().default(null),
  tiltak: z.string().trim().max(200).nullable().default(null),
  niva: z.string().trim().max(50).nullable().default(null),
});
export type NewParticipant = z.output<typeof newParticipantSchema>;

export const invitationSchema = z.strictObject({
  invitedAt: z.string(),
  /** What the participant signs in with (in the SMS). */
  username: z.string(),
  mobile: z.string(),
});

export const caseEndSchema = z.strictObject({ deleteAfter: z.string(), retentionDays: z.number().int() });

/** The right of access: everything the directory holds about one participant. */
export const participantExportSchema = z.strictObject({
  exportedAt: z.string(),
  participant: z.strictObject({
    fullName: z.string(),
    nationalId: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    caseNumber: z.string().nullable(),
    tiltak: z.string().nullable(),
    niva: z.string().nullable(),
    regarding: z.string().nullable(),
    createdAt: z.string(),
    invitedAt: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    caseEndedAt: z.string().nullable(),
  }),
  activities: z.array(z.string()),
  groups: z.array(z.string()),
  staff: z.array(z.string()),
});
export type ParticipantExport = z.output<typeof participantExportSchema>;

export const deletionLogRowSchema = z.strictObject({
  id: z.number().int(),
  recipientId: z.number().int(),
  caseEndedAt: z.string(),
  retentionDays: z.number().int(),
  deletedAt: z.string(),
});

export const directorySettingsSchema = z.strictObject({
  limitCaseloads: z.boolean(),
  retentionDays: z.number().int().min(0).max(3650),
});

export const newGroupSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullable().default(null),
});

const memberParams = z.strictObject({ id: idParam(), recipientId: idParam() });
const RECORD_ERRORS = [...STAFF_ERRORS, 'directory_participant_not_found', 'directory_not_your_caseload'] as const;

export const directoryContract = {
  participants: defineRoute({
    method: 'GET',
    path: '/api/directory/participants',
    summary: 'My participants: one page of a sub-view, searched, sorted and filtered (staff)',
    query: participantListQuerySchema,
    response: participantListSchema,
    errors: [...STAFF_ERRORS, 'directory_not_your_caseload'],
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/api/directory/filters',
    summary: 'The activities, staff members and groups the list filters by (staff)',
    response: directoryFiltersSchema,
    errors: STAFF_ERRORS,
  }),
  groups: defineRoute({
    method: 'GET',
    path: '/api/directory/groups',
    summary: 'The participant groups of the tenant with their member counts (staff)',
    response: z.strictObject({ groups: z.array(groupSummarySchema) }),
    errors: STAFF_ERRORS,
  }),
  participant: defineRoute({
    method: 'GET',
    path: '/api/directory/participants/:id',
    summary: 'One participant’s contact card; the read is written to the access log (staff)',
    params: idParams(),
    resource: 'recipients',
    response: participantRowSchema,
    errors: RECORD_ERRORS,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/directory/participants',
    summary: 'Adds a participant to the caller’s caseload (waiting until invited and signed in) (staff)',
    body: newParticipantSchema,
    status: 201,
    response: participantRowSchema,
    idempotent: true,
    errors: [...STAFF_ERRORS, 'directory_national_id_invalid', 'directory_not_a_mobile', 'directory_duplicate', 'directory_duplicate_elsewhere', 'directory_activity_not_found'],
  }),
  takeOver: defineRoute({
    method: 'POST',
    path: '/api/directory/participants/:id/caseload',
    summary: 'Adds an existing participant of the tenant to the caller’s caseload (staff)',
    params: idParams(),
    resource: 'recipients',
    response: participantRowSchema,
    errors: RECORD_ERRORS,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/directory/participants/:id/invitation',
    summary: 'Sends (or sends again) the invitation SMS with a sign-in link through the SMS queue (staff)',
    params: idParams(),
    resource: 'recipients',
    response: invitationSchema,
    errors: [...RECORD_ERRORS, 'directory_not_a_mobile', 'directory_already_accepted', 'directory_case_ended', 'too_many_messages'],
  }),
  withdrawInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/directory/participants/:id/invitation',
    summary: 'Withdraws the invitation: its link stops working (staff)',
    params: idParams(),
    resource: 'recipients',
    response: okResponse,
    errors: [...RECORD_ERRORS, 'directory_already_accepted'],
  }),
  endCase: defineRoute({
    method: 'POST',
    path: '/api/directory/participants/:id/end-case',
    summary: 'Ends the case: to be deleted, personal data removed after the retention period (staff)',
    params: idParams(),
    resource: 'recipients',
    response: caseEndSchema,
    errors: [...RECORD_ERRORS, 'directory_case_ended'],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/directory/participants/:id/restore',
    summary: 'Undoes the end of a case until the deletion job has run (staff)',
    params: idParams(),
    resource: 'recipients',
    response: participantRowSchema,
    errors: [...RECORD_ERRORS, 'directory_case_not_ended'],
  }),
  exportData: defineRoute({
    method: 'GET',
    path: '/api/directory/participants/:id/export',
    summary: 'Everything the directory holds about a participant (the right of access); logged (staff)',
    params: idParams(),
    resource: 'recipients',
    response: participantExportSchema,
    errors: RECORD_ERRORS,
  }),
  deletionLog: defineRoute({
    method: 'GET',
    path: '/api/directory/deletion-log',
    summary: 'The log of removed personal data: ids and dates only (staff)',
    response: z.strictObject({ rows: z.array(deletionLogRowSchema) }),
    errors: STAFF_ERRORS,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/directory/settings',
    summary: 'The tenant’s directory settings: caseload limits and the retention period (staff)',
    response: directorySettingsSchema,
    errors: STAFF_ERRORS,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/directory/settings',
    summary: 'Changes the retention period and caseload limits (leading roles)',
    body: directorySettingsSchema,
    response: directorySettingsSchema,
    errors: STAFF_ERRORS,
  }),
  createGroup: defineRoute({
    method: 'POST',
    path: '/api/directory/groups',
    summary: 'Makes a participant group (staff)',
    body: newGroupSchema,
    status: 201,
    response: groupSummarySchema,
    errors: STAFF_ERRORS,
  }),
  addMember: defineRoute({
    method: 'PUT',
    path: '/api/directory/groups/:id/members/:recipientId',
    summary: 'Puts a participant of the caller’s caseload in a group (staff)',
    params: memberParams,
    resource: 'recipients',
    response: okResponse,
    errors: [...RECORD_ERRORS, 'directory_group_not_found'],
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/directory/groups/:id/members/:recipientId',
    summary: 'Takes a participant out of a group (staff)',
    params: memberParams,
    resource: 'recipients',
    response: okResponse,
    errors: [...RECORD_ERRORS, 'directory_group_not_found'],
  }),
} as const;
