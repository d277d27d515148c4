// The SMS templates' REST contract (issue 31 items 5 and 6): the tenant's templates with their
// categories and questionnaire templates, sending from a template, and the gateway's delivery
// reports. The server registers it (server/src/areas/messaging), the notification app calls it.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { smsTemplateInputSchema } from './sms-text';

export const smsTemplateSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  active: z.boolean(),
  templateIds: z.array(z.number().int()),
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

/** At most this many participants in one send. */
export const SMS_SEND_MAX = 50;

export const smsDeliveryReportSchema = z.strictObject({
  /** Our reference of the message (sent to the gateway with it). */
  reference: z.string().uuid(),
  status: z.enum(['delivered', 'failed']),
  /** The gateway's short reason of a failure. */
  reason: z.string().max(200).optional(),
});

const EXAMPLE = {
  title: 'Påminnelse',
  content: 'Hei {{first_name}}! Du har et skjema i {{tenant_name}}: {{link}}',
  category: 'REMINDER',
  active: true,
  templateIds: [],
};
const WRITE_ERRORS = [
  'forbidden',
  'sms_unknown_merge_field',
  'sms_too_long',
  'sms_category_not_found',
  'sms_qnr_template_not_found',
] as const;

export const smsContract = {
  templates: defineRoute({
    method: 'GET',
    path: '/api/sms-templates',
    summary:
      'The tenant’s SMS templates (active and not), the categories and the questionnaire templates to link',
    response: z.strictObject({
      templates: z.array(smsTemplateSchema),
      categories: z.array(z.strictObject({ name: z.string(), comment: z.string().nullable() })),
      qnrTemplates: z.array(z.strictObject({ id: z.number().int(), title: z.string() })),
      tenantName: z.string(),
    }),
    errors: ['forbidden'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/sms-templates',
    summary: 'Create an SMS template; merge fields and length are checked filled',
    body: smsTemplateInputSchema,
    example: { body: EXAMPLE },
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: WRITE_ERRORS,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/sms-templates/:id',
    summary: 'Change an SMS template (deactivate with active: false)',
    resource: 'sms_templates',
    params: idParams(),
    body: smsTemplateInputSchema,
    example: { body: EXAMPLE },
    response: okResponse,
    errors: [...WRITE_ERRORS, 'sms_template_not_found'],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/sms-templates/:id/send',
    summary:
      'Send the template to participants, each with their first name, the portal link and the tenant’s name',
    resource: 'sms_templates',
    params: idParams(),
    body: z.strictObject({ recipientIds: z.array(z.number().int().positive()).min(1).max(SMS_SEND_MAX) }),
    example: { body: { recipientIds: [1] } },
    response: z.strictObject({ queued: z.number().int(), withoutMobile: z.number().int() }),
    status: 202,
    errors: [
      'forbidden',
      'sms_template_not_found',
      'sms_template_inactive',
      'sms_recipient_not_found',
      'too_many_messages',
      'idempotency_key_reused',
      'request_in_progress',
    ],
    // Issue 26 item 6: an SMS costs; a repeat with the same Idempotency-Key answers the first send.
    idempotent: true,
  }),
  deliveryReport: defineRoute({
    method: 'POST',
    path: '/api/sms/delivery-report',
    summary: 'The SMS gateway reports a message delivered or failed (shared secret as a Bearer token)',
    body: smsDeliveryReportSchema,
    response: okResponse,
    errors: ['sms_report_unauthorized', 'sms_report_unknown'],
  }),
} as const;
