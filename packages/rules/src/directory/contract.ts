// The directory area's REST contract (§2.3 "my participants" and its sub-views, §3 participant,
// recipient, activities): the server registers it (server/src/areas/directory), the directory app
// calls it (`api.call`), so each wire type is written once, here.
import { z } from 'zod';
import { defineRoute, idParam, idParams, queryInt } from '../contract/route-contract';

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
    errors: [...STAFF_ERRORS, 'directory_participant_not_found', 'directory_not_your_caseload'],
  }),
} as const;
