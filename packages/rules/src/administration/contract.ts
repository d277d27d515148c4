// The administration area's REST contract (issue 32): the consents editor (§2.7, admins), the
// answers every signed-in user gives (§2.2 after sign-in, their own consents page) and the public
// privacy policy of the login page's footer. The server registers these
// (server/src/areas/administration), the consents app calls them.
import { z } from 'zod';
import { defineRoute, idParams, okResponse, queryInt } from '../contract/route-contract';
import {
  CONSENT_ACTIONS,
  CONSENT_GROUPS,
  CONSENT_TYPES,
  consentAnswerSchema,
  consentTemplateInputSchema,
} from './consents';

const ADMIN_ERRORS = ['forbidden', 'feature_off'] as const;

export const consentVersionSchema = z.strictObject({
  id: z.number().int(),
  templateId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  bodyEn: z.string(),
  bodyNo: z.string(),
  type: z.enum(CONSENT_TYPES),
  group: z.enum(CONSENT_GROUPS),
  region: z.number().int().nullable(),
  renew: z.boolean(),
  validDays: z.number().int().nullable(),
  validTo: z.string().nullable(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string(),
});
export type ConsentVersion = z.infer<typeof consentVersionSchema>;

export const consentTemplateSummarySchema = z.strictObject({
  id: z.number().int(),
  current: consentVersionSchema,
  versions: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  withdrawn: z.number().int(),
});
export type ConsentTemplateSummary = z.infer<typeof consentTemplateSummarySchema>;

export const consentRecordSchema = z.strictObject({
  id: z.number().int(),
  templateId: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  user: z.string(),
  role: z.string(),
  action: z.enum(CONSENT_ACTIONS),
  reason: z.string(),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const myConsentSchema = z.strictObject({
  current: consentVersionSchema,
  /** The user's latest answer to the template, of whichever version. */
  answer: z
    .strictObject({ action: z.enum(CONSENT_ACTIONS), version: z.number().int(), at: z.string() })
    .nullable(),
  /** The answer stands for the current version (not withdrawn, expired or asking for renewal). */
  stands: z.boolean(),
});
export type MyConsent = z.infer<typeof myConsentSchema>;

const savedVersion = z.strictObject({ id: z.number().int(), version: z.number().int() });

export const administrationContract = {
  consentTemplates: defineRoute({
    method: 'GET',
    path: '/api/consents/templates',
    summary: 'The consent templates of one group with their current version and answer counts (admin)',
    query: z.strictObject({ group: z.enum(CONSENT_GROUPS) }),
    response: z.strictObject({ templates: z.array(consentTemplateSummarySchema) }),
    errors: ADMIN_ERRORS,
  }),
  consentVersions: defineRoute({
    method: 'GET',
    path: '/api/consents/templates/:id/versions',
    summary: 'Every published version of a consent template, newest first (admin)',
    resource: 'consent_templates',
    params: idParams(),
    response: z.strictObject({ versions: z.array(consentVersionSchema) }),
    errors: [...ADMIN_ERRORS, 'consent_not_found'],
  }),
  createConsent: defineRoute({
    method: 'POST',
    path: '/api/consents/templates',
    summary: 'Create a consent template; its first version is published (admin)',
    body: consentTemplateInputSchema.strict(),
    response: savedVersion,
    status: 201,
    errors: ADMIN_ERRORS,
  }),
  publishConsent: defineRoute({
    method: 'PUT',
    path: '/api/consents/templates/:id',
    summary: 'Publish a new version of a consent template; earlier answers keep naming their version (admin)',
    resource: 'consent_templates',
    example: { body: { title: 'Personvern', group: 'PRIVACY_POLICY', bodyEn: '<p>Policy</p>' } },
    params: idParams(),
    body: consentTemplateInputSchema.strict(),
    response: savedVersion,
    errors: [...ADMIN_ERRORS, 'consent_not_found', 'consent_group_fixed'],
  }),
  removeConsent: defineRoute({
    method: 'DELETE',
    path: '/api/consents/templates/:id',
    summary: 'Stop asking for a consent template; its versions and answers stay on record (admin)',
    resource: 'consent_templates',
    params: idParams(),
    response: okResponse,
    errors: [...ADMIN_ERRORS, 'consent_not_found'],
  }),
  consentRecords: defineRoute({
    method: 'GET',
    path: '/api/consents/records',
    summary: 'Who accepted, declined or withdrew which version when, newest first (admin)',
    query: z.strictObject({
      group: z.enum(CONSENT_GROUPS),
      templateId: queryInt().optional(),
      limit: queryInt().pipe(z.number().int().min(1).max(500)).optional(),
    }),
    response: z.strictObject({ records: z.array(consentRecordSchema) }),
    errors: ADMIN_ERRORS,
  }),
  pendingConsents: defineRoute({
    method: 'GET',
    path: '/api/consents/pending',
    summary: 'The privacy policy and login consents the signed-in user must still answer',
    response: z.strictObject({ pending: z.array(consentVersionSchema) }),
  }),
  myConsents: defineRoute({
    method: 'GET',
    path: '/api/consents/mine',
    summary: 'The signed-in user’s consents: each current version and their latest answer',
    response: z.strictObject({ consents: z.array(myConsentSchema) }),
  }),
  answerConsent: defineRoute({
    method: 'POST',
    path: '/api/consents/answers',
    summary: 'Accept or decline a consent version; declining a sign-in consent ends the session',
    body: consentAnswerSchema.strict(),
    response: z.strictObject({ ok: z.boolean(), signOut: z.boolean() }),
    status: 201,
    errors: ['consent_not_found', 'consent_reason_needed'],
  }),
  withdrawConsent: defineRoute({
    method: 'POST',
    path: '/api/consents/templates/:id/withdraw',
    summary: 'Withdraw the signed-in user’s acceptance of a consent',
    resource: 'consent_templates',
    example: { body: { reason: 'Jeg ønsker ikke lenger å dele' } },
    params: idParams(),
    body: z.strictObject({ reason: z.string().trim().max(1000).default('') }),
    response: okResponse,
    status: 201,
    errors: ['consent_not_found', 'consent_not_accepted', 'consent_cannot_withdraw'],
  }),
  privacyPolicy: defineRoute({
    method: 'GET',
    path: '/api/consents/privacy-policy',
    summary: 'The tenant’s current privacy policy, for the login page’s footer (public)',
    response: z.strictObject({ policy: consentVersionSchema.nullable() }),
  }),
} as const;
