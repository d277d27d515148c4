// Issue 28: the plans area's REST contract. Parcels (templates bundled under a title, sent in one
// step), plans (a participant's recurring package of parcels on an RFC 5545 schedule, blueprints to
// start from), the scheduler's failures for admins, and the groups of sends. The server registers these
// (server/src/areas/plans), the artifact app calls them.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { PLAN_RRULESET_MAX_CHARS } from './plan-schedule';

const ERRORS = ['forbidden'] as const;
const ids = (max: number) => z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(max);

export const parcelInputSchema = z.strictObject({
  title: z.string().trim().min(1, 'plans.titleRequired').max(200),
  description: z.string().trim().max(2_000),
  templateIds: ids(50),
  /** The tenant's documents and consents in the parcel (documents.artifact_parcel_id, consents.artifact_parcel_id). */
  documentIds: ids(50).default([]),
  consentIds: ids(50).default([]),
});
export type ParcelInput = z.infer<typeof parcelInputSchema>;

const parcelSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  archived: z.boolean(),
  templates: z.array(z.strictObject({ id: z.number().int(), title: z.string() })),
  documents: z.array(z.strictObject({ id: z.number().int(), title: z.string() })),
  consents: z.array(z.strictObject({ id: z.number().int(), title: z.string() })),
  updatedAt: z.string(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const planInputSchema = z.strictObject({
  /** null: a blueprint (no participant) to start plans from. */
  recipientId: z.number().int().positive().nullable(),
  parcelIds: ids(20).min(1, 'plans.parcelRequired'),
  rruleset: z.string().trim().min(1).max(PLAN_RRULESET_MAX_CHARS),
});
export type PlanInput = z.infer<typeof planInputSchema>;

const planSummarySchema = z.strictObject({
  id: z.number().int(),
  recipientId: z.number().int().nullable(),
  recipientName: z.string().nullable(),
  isBlueprint: z.boolean(),
  rruleset: z.string(),
  parcels: z.array(z.strictObject({ id: z.number().int(), title: z.string() })),
  nextSendAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  sent: z.number().int(),
  answered: z.number().int(),
  createdByName: z.string().nullable(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

const planEventSchema = z.strictObject({ id: z.number().int(), title: z.string(), startsAt: z.string() });

const planDetailSchema = z.strictObject({
  plan: planSummarySchema,
  /** Calendar events the plan is linked to (event_artifact_package). */
  events: z.array(planEventSchema),
  upcoming: z.array(z.string()),
  sends: z.array(
    z.strictObject({
      occurrence: z.string(),
      sentAt: z.string(),
      queries: z.array(z.strictObject({ id: z.number().int(), title: z.string(), status: z.string() })),
    }),
  ),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

const sendErrorSchema = z.strictObject({ participantId: z.number().int(), error: z.string() });

export const plansContract = {
  parcelChoices: defineRoute({
    method: 'GET',
    path: '/api/plans/parcel-choices',
    summary: 'The documents and consents a parcel may hold: the tenant’s, not in another parcel (staff)',
    response: z.strictObject({
      documents: z.array(z.strictObject({ id: z.number().int(), title: z.string(), parcelId: z.number().int().nullable() })),
      consents: z.array(z.strictObject({ id: z.number().int(), title: z.string(), parcelId: z.number().int().nullable() })),
    }),
    errors: ERRORS,
  }),
  parcels: defineRoute({
    method: 'GET',
    path: '/api/plans/parcels',
    summary: 'The tenant’s parcels with their templates (staff)',
    response: z.strictObject({ parcels: z.array(parcelSchema) }),
    errors: ERRORS,
  }),
  createParcel: defineRoute({
    method: 'POST',
    path: '/api/plans/parcels',
    summary: 'Create a parcel (staff)',
    body: parcelInputSchema,
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [...ERRORS, 'plans.templateNotFound', 'plans.documentNotFound', 'plans.consentNotFound'],
  }),
  updateParcel: defineRoute({
    method: 'PUT',
    path: '/api/plans/parcels/:id',
    summary: 'Change a parcel’s title, description and templates (staff)',
    resource: 'artifact_parcels',
    params: idParams(),
    body: parcelInputSchema,
    example: { body: { title: 'Oppstart', description: '', templateIds: [], documentIds: [], consentIds: [] } },
    response: okResponse,
    errors: [...ERRORS, 'plans.parcelNotFound', 'plans.templateNotFound', 'plans.documentNotFound', 'plans.consentNotFound'],
  }),
  copyParcel: defineRoute({
    method: 'POST',
    path: '/api/plans/parcels/:id/copy',
    summary: 'Copy a parcel (staff)',
    resource: 'artifact_parcels',
    params: idParams(),
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: [...ERRORS, 'plans.parcelNotFound'],
  }),
  archiveParcel: defineRoute({
    method: 'DELETE',
    path: '/api/plans/parcels/:id',
    summary: 'Archive a parcel (staff); plans that hold it keep it',
    resource: 'artifact_parcels',
    params: idParams(),
    response: okResponse,
    errors: [...ERRORS, 'plans.parcelNotFound'],
  }),
  sendParcel: defineRoute({
    method: 'POST',
    path: '/api/plans/parcels/:id/send',
    summary: 'Send a parcel to participants in one step, as one group of sends (staff)',
    resource: 'artifact_parcels',
    params: idParams(),
    body: z.strictObject({ participantIds: ids(500).min(1, 'plans.participantRequired') }),
    example: { body: { participantIds: [1] } },
    response: z.strictObject({
      groupId: z.number().int(),
      queryIds: z.array(z.number().int()),
      documentShares: z.number().int(),
      consentRequests: z.number().int(),
      errors: z.array(sendErrorSchema),
    }),
    errors: [...ERRORS, 'plans.parcelNotFound', 'plans.parcelEmpty'],
  }),
  plans: defineRoute({
    method: 'GET',
    path: '/api/plans',
    summary:
      'Plans and blueprints: per participant what was sent, what is due next, what was answered (staff)',
    response: z.strictObject({ plans: z.array(planSummarySchema) }),
    errors: ERRORS,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/plans/mine',
    summary: 'A participant’s own plans: their next sends and what was sent (anyone signed in; only their own)',
    response: z.strictObject({ plans: z.array(planDetailSchema) }),
    errors: ERRORS,
  }),
  plan: defineRoute({
    method: 'GET',
    path: '/api/plans/:id',
    summary: 'One plan: its next sends and every send with its questionnaires’ statuses (staff)',
    resource: 'artifact_packages',
    params: idParams(),
    response: planDetailSchema,
    errors: [...ERRORS, 'plans.planNotFound'],
  }),
  createPlan: defineRoute({
    method: 'POST',
    path: '/api/plans',
    summary: 'Give a participant a recurring plan, or save a blueprint (staff)',
    body: planInputSchema,
    response: z.strictObject({ id: z.number().int(), nextSendAt: z.string().nullable() }),
    status: 201,
    errors: [...ERRORS, 'plans.rruleInvalid', 'plans.participantNotFound', 'plans.parcelNotFound'],
  }),
  endPlan: defineRoute({
    method: 'DELETE',
    path: '/api/plans/:id',
    summary: 'End a plan: nothing more is sent (staff); what was sent stays',
    resource: 'artifact_packages',
    params: idParams(),
    response: okResponse,
    errors: [...ERRORS, 'plans.planNotFound'],
  }),
  planEventChoices: defineRoute({
    method: 'GET',
    path: '/api/plans/:id/event-choices',
    summary: 'The plan’s participant’s calendar events that the plan may be linked to (staff)',
    resource: 'artifact_packages',
    params: idParams(),
    response: z.strictObject({ events: z.array(planEventSchema) }),
    errors: [...ERRORS, 'plans.planNotFound'],
  }),
  linkPlanEvents: defineRoute({
    method: 'PUT',
    path: '/api/plans/:id/events',
    summary: 'Link a plan to exactly these calendar events of its participant (staff)',
    resource: 'artifact_packages',
    params: idParams(),
    body: z.strictObject({ eventIds: ids(50) }),
    example: { body: { eventIds: [] } },
    response: okResponse,
    errors: [...ERRORS, 'plans.planNotFound', 'plans.eventNotFound'],
  }),
  failures: defineRoute({
    method: 'GET',
    path: '/api/plans/failures',
    summary: 'Scheduled sends that failed, retrying or given up (admin)',
    response: z.strictObject({
      failures: z.array(
        z.strictObject({
          planId: z.number().int().nullable(),
          recipientName: z.string().nullable(),
          runAt: z.string(),
          attempts: z.number().int(),
          error: z.string().nullable(),
          gaveUp: z.boolean(),
        }),
      ),
    }),
    errors: ERRORS,
  }),
  groups: defineRoute({
    method: 'GET',
    path: '/api/plans/groups',
    summary: 'Groups of sends with their file, questionnaire and participant counts (staff)',
    response: z.strictObject({
      groups: z.array(
        z.strictObject({
          id: z.number().int(),
          title: z.string(),
          titleChanged: z.boolean(),
          fileCount: z.number().int(),
          queryCount: z.number().int(),
          userCount: z.number().int(),
          createdByName: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
    errors: ERRORS,
  }),
  renameGroup: defineRoute({
    method: 'PUT',
    path: '/api/plans/groups/:id',
    summary: 'Rename a group of sends (staff); the change is kept as title_changed',
    resource: 'artifact_package_groups',
    params: idParams(),
    body: z.strictObject({ title: z.string().trim().min(1, 'plans.titleRequired').max(200) }),
    example: { body: { title: 'Oppstart' } },
    response: okResponse,
    errors: [...ERRORS, 'plans.groupNotFound'],
  }),
} as const;
