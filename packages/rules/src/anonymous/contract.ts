// Issue 28 item 7: anonymous questionnaires. Staff make an invitation (a label, valid from and to) of
// an anonymous template and share its link; anyone with the link answers on the tenant's public page
// (server-rendered, no sign-in, no script); staff read the results aggregated per question and as CSV.
import { z } from 'zod';
import { defineRoute, idParams } from '../contract/route-contract';

const isoDate = z.iso.datetime({ offset: true });

export const anonymousInvitationInputSchema = z
  .strictObject({
    templateId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    label: z.string().trim().min(1, 'anonymous.labelRequired').max(200),
    validFrom: isoDate.nullable(),
    validTo: isoDate.nullable(),
  })
  .refine((v) => !v.validFrom || !v.validTo || v.validFrom <= v.validTo, {
    message: 'anonymous.endBeforeStart',
    path: ['validTo'],
  });
export type AnonymousInvitationInput = z.infer<typeof anonymousInvitationInputSchema>;

const invitationSchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  templateTitle: z.string(),
  /** The public page's address on the tenant's subdomain (it holds the secret code). */
  link: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  answers: z.number().int(),
});
export type AnonymousInvitation = z.infer<typeof invitationSchema>;

const questionResultSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  answered: z.number().int(),
  average: z.number().nullable(),
  choices: z.array(z.strictObject({ label: z.string(), count: z.number().int() })),
});
export type AnonymousQuestionResult = z.infer<typeof questionResultSchema>;

export const anonymousContract = {
  templates: defineRoute({
    method: 'GET',
    path: '/api/anonymous/templates',
    summary: 'The tenant’s anonymous templates (staff)',
    response: z.strictObject({
      templates: z.array(
        z.strictObject({ id: z.number().int(), title: z.string(), questions: z.number().int() }),
      ),
    }),
    errors: ['forbidden'],
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/api/anonymous/invitations',
    summary: 'Anonymous invitations with their links and answer counts (staff)',
    response: z.strictObject({ invitations: z.array(invitationSchema) }),
    errors: ['forbidden'],
  }),
  createInvitation: defineRoute({
    method: 'POST',
    path: '/api/anonymous/invitations',
    summary: 'Make an anonymous invitation with an unguessable code (staff)',
    body: anonymousInvitationInputSchema,
    response: z.strictObject({ id: z.number().int(), link: z.string() }),
    status: 201,
    errors: ['forbidden', 'anonymous.templateNotFound'],
  }),
  smsInvitation: defineRoute({
    method: 'POST',
    path: '/api/anonymous/invitations/:id/sms',
    summary: 'Send an invitation’s link by SMS to these mobile numbers, through the SMS queue (staff)',
    resource: 'anonymous_invitations',
    params: idParams(),
    body: z.strictObject({ phones: z.array(z.string().trim().min(1).max(40)).min(1).max(100) }),
    example: { body: { phones: ['+4791234567'] } },
    response: z.strictObject({ sent: z.number().int() }),
    errors: ['forbidden', 'anonymous.invitationNotFound', 'anonymous.phoneInvalid'],
  }),
  results: defineRoute({
    method: 'GET',
    path: '/api/anonymous/invitations/:id/results',
    summary: 'The answers of an invitation aggregated per question (staff)',
    resource: 'anonymous_invitations',
    params: idParams(),
    response: z.strictObject({
      label: z.string(),
      answers: z.number().int(),
      questions: z.array(questionResultSchema),
    }),
    errors: ['forbidden', 'anonymous.invitationNotFound'],
  }),
  resultsCsv: defineRoute({
    method: 'GET',
    path: '/api/anonymous/invitations/:id/results.csv',
    summary: 'The answers of an invitation as CSV, one row per answer, no identity (staff)',
    resource: 'anonymous_invitations',
    params: idParams(),
    response: 'file',
    errors: ['forbidden', 'anonymous.invitationNotFound'],
  }),
  publicPage: defineRoute({
    method: 'GET',
    path: '/anonymous/:code',
    summary:
      'The public answer page of an invitation (HTML); a wrong or expired code gets the same “not available” page',
    params: z.strictObject({ code: z.string().max(100) }),
    response: 'file',
  }),
  publicAnswer: defineRoute({
    method: 'POST',
    path: '/anonymous/:code',
    summary: 'An anonymous answer from the public page (a form post), rate-limited per address',
    params: z.strictObject({ code: z.string().max(100) }),
    rawBody: ['application/x-www-form-urlencoded'],
    response: 'file',
  }),
} as const;
