// The questionnaires area's REST contract (issue 25): its routes as `defineRoute` values, registered
// by the server (server/src/areas/questionnaires) and called by the artifact app (`api.call`), so each
// wire type is written once, here. Lists and counts are read through the data API (GraphQL).
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';
import { ANSWER_CHOICE_MAX_CHARS, ANSWER_SIGNATURE_MAX_CHARS, ANSWER_TEXT_MAX_CHARS } from '../heavy-work';
import { isStorableDate } from '../validation/storable';
import { QNR_STATUSES } from './lifecycle';
import { QUESTION_TYPES, SHOW_IF_OPS } from './template-model';

// ---- Answers --------------------------------------------------------------------------------------

/** The body limit of the answer routes (a drawn signature is large). */
export const QNR_ANSWERS_BODY_LIMIT = 4 * 1024 * 1024;

// Issue 24 case 2: free text at most ANSWER_TEXT_MAX_CHARS; only a drawn signature (a PNG data URL) longer.
const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** The message of a too-long issue names its limit, so the refusal (`qnr_answer_too_long`) can say it. */
const tooLong = (max: number) => `answer_too_long:${max}`;

/**
 * The answers as the route takes them: their shape (types, ids, at most 5,000), each text bounded by
 * the body limit. The answer limits (`answersWithinLimits`) are the area's own check after it, refused
 * with `qnr_answer_too_long` and the limit.
 */
function answersSchema(text: z.ZodType<string>, choice: z.ZodType<string>) {
  const answerRow = z.strictObject({
    question_id: z.number().int().positive(),
    composite_question_id: z.number().int().positive().nullable(),
    row_id: z
      .string()
      .regex(/^\d{1,4}$/)
      .nullable(),
    value: z.union([text, z.number(), z.boolean(), z.array(choice).max(200), z.null()]),
  });
  return z.strictObject({ answers: z.array(answerRow).max(5_000) });
}

export const answersBody = answersSchema(
  z.string().max(QNR_ANSWERS_BODY_LIMIT),
  z.string().max(QNR_ANSWERS_BODY_LIMIT),
);

/** The answer limits (issue 24 case 2): a too-long issue's message is `answer_too_long:<max>`. */
export const answersWithinLimits = answersSchema(
  z
    .string()
    .max(ANSWER_SIGNATURE_MAX_CHARS, tooLong(ANSWER_SIGNATURE_MAX_CHARS))
    .refine(
      (v) => v.length <= ANSWER_TEXT_MAX_CHARS || v.startsWith(SIGNATURE_PREFIX),
      tooLong(ANSWER_TEXT_MAX_CHARS),
    ),
  z.string().max(ANSWER_CHOICE_MAX_CHARS, tooLong(ANSWER_CHOICE_MAX_CHARS)),
);

// ---- Other inputs ---------------------------------------------------------------------------------

export const MANAGE_ACTIONS = [
  'archive',
  'delete',
  'hide',
  'unhide',
  'share',
  'unshare',
  'seen',
  'unseen',
  'send',
] as const;

export const manageBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.enum(MANAGE_ACTIONS) }),
  z.strictObject({
    action: z.literal('resend'),
    // A date the database can store (issue 24.11).
    valid_to: z.iso
      .datetime({ offset: true })
      .max(40)
      .refine((text) => isStorableDate(new Date(text)), 'validation.dateNotStorable'),
  }),
]);
export type ManageInput = z.infer<typeof manageBody>;

export const dispatchBody = z.strictObject({
  query_ids: z.array(z.number().int().positive()).min(1).max(200),
  security_level: z.number().int().min(0).max(10).nullable().optional(),
  share_with_recipient: z.boolean().optional(),
  sms_template_id: z.number().int().positive().nullable().optional(),
});
export type DispatchInput = z.infer<typeof dispatchBody>;

export const startBody = z.strictObject({
  template_id: z.number().int().positive(),
  patient_id: z.number().int().positive().optional(),
});
export type StartInput = z.infer<typeof startBody>;

// ---- Answers of the routes ------------------------------------------------------------------------

const templateText = z.union([
  z.string(),
  z.object({ en: z.string().optional(), no: z.string().optional() }),
]);
const choice = z.object({ value: z.string(), text: z.string() });

/** The template model (template-model.ts, QnrTemplateModel) as it travels. */
export const qnrTemplateModelSchema = z.object({
  templateId: z.number(),
  title: z.string(),
  onePagePerSection: z.boolean(),
  sections: z.array(
    z.object({
      title: z.string().nullable(),
      questions: z.array(
        z.object({
          questionId: z.number(),
          templateQuestionId: z.number().nullable(),
          type: z.enum(QUESTION_TYPES),
          title: z.string(),
          help: z.string().nullable(),
          narrative: z.string().nullable(),
          required: z.boolean(),
          choices: z.array(choice),
          min: z.number().nullable(),
          max: z.number().nullable(),
          minLabel: z.string().nullable(),
          maxLabel: z.string().nullable(),
          maxLength: z.number().nullable(),
          matrix: z.enum(['dynamic', 'choice']),
          inner: z.array(
            z.object({
              questionId: z.number(),
              type: z.enum(QUESTION_TYPES),
              title: z.string(),
              row: z.number(),
              position: z.number(),
              required: z.boolean(),
              choices: z.array(choice),
            }),
          ),
          showIf: z
            .object({
              questionId: z.number(),
              op: z.enum(SHOW_IF_OPS),
              value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
            })
            .nullable(),
          messages: z.object({ required: templateText.optional(), invalid: templateText.optional() }),
          typedName: z.boolean().optional(),
        }),
      ),
    }),
  ),
});

const answerValueOut = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
const answerRowOut = z.object({
  question_id: z.number(),
  composite_question_id: z.number().nullable(),
  row_id: z.string().nullable(),
  value: answerValueOut,
});

const qnrStatus = z.enum(QNR_STATUSES);

export const qnrDetailSchema = z.object({
  questionnaire: z.object({
    id: z.number(),
    title: z.string(),
    status: qnrStatus,
    patient_id: z.number().nullable(),
    patient_name: z.string().nullable(),
    valid_from: z.string().nullable(),
    valid_to: z.string().nullable(),
    archived: z.boolean(),
    hide_for_patient: z.boolean(),
    share_with_recipient: z.boolean(),
    seen_by_therapist: z.boolean(),
    security_level: z.number().nullable(),
    saved_at: z.string().nullable(),
    submitted_at: z.string().nullable(),
    rejectable: z.boolean(),
    /** What the participant wrote when declining (issue 33.6); null when none was given. */
    reject_reason: z.string().nullable(),
  }),
  model: qnrTemplateModelSchema,
  answers: z.array(answerRowOut),
  consents: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string().nullable(),
      accepted: z.boolean(),
    }),
  ),
  can_answer: z.boolean(),
  can_reject: z.boolean(),
});
export type QnrDetail = z.infer<typeof qnrDetailSchema>;

export const qnrHistoryEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The author's name (the participant's as the directory has it); null for the system or one unknown. */
  by: z.string().nullable(),
  /**
   * Who wrote the version (issue 26 item 8): the questionnaire's participant, staff (also filling in
   * on the participant's behalf), or the system (the expiry at valid_to).
   */
  by_role: z.enum(['participant', 'staff', 'system']),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  /** The reason given with a decline, on the version that became REJECTED (issue 33.6). */
  reason: z.string().nullable(),
  answers: z.array(
    z.object({
      question: z.string(),
      question_id: z.number(),
      composite_question_id: z.number().nullable(),
      row_id: z.string().nullable(),
      from: z.unknown(),
      to: z.unknown(),
      /** The answers in words in the language asked for (choices, dates, yes or no); null: none. */
      from_text: z.string().nullable(),
      to_text: z.string().nullable(),
    }),
  ),
});
export type QnrHistoryEntry = z.infer<typeof qnrHistoryEntrySchema>;

const savedResponse = z.object({ status: qnrStatus, saved_at: z.string() });
export type QnrSaved = z.infer<typeof savedResponse>;

/** One participant's problem in a dispatch (no mobile number, the budget, the gateway). */
const dispatchError = z.object({
  error: z.string(),
  participant_id: z.number().nullable(),
  query_id: z.number(),
});

const ANSWER_ERRORS = [
  'qnr_not_found',
  'qnr_expired',
  'qnr_not_yet_valid',
  'qnr_not_answerable',
  'qnr_transition_forbidden',
  'qnr_consents_missing',
  'qnr_answers_invalid',
  'qnr_answer_too_long',
] as const;

export const questionnairesContract = {
  detail: defineRoute({
    method: 'GET',
    path: '/api/questionnaires/:id',
    summary: 'One questionnaire to answer or read: its model, answers, consents and what the user may do',
    resource: 'queries',
    params: idParams(),
    response: qnrDetailSchema,
    errors: ['qnr_not_found'],
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/questionnaires/:id/answers',
    summary: 'Autosave the answers so far (a sent questionnaire becomes started)',
    resource: 'queries',
    example: { body: { answers: [] } },
    params: idParams(),
    body: answersBody,
    response: savedResponse,
    errors: ANSWER_ERRORS,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/questionnaires/:id/submit',
    summary: 'Submit the answers: every visible required question answered; becomes answered',
    resource: 'queries',
    example: { body: { answers: [] } },
    params: idParams(),
    body: answersBody,
    response: savedResponse,
    errors: ANSWER_ERRORS,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/questionnaires/:id/reject',
    summary: 'Reject a questionnaire whose template allows it, while it can still be answered',
    resource: 'queries',
    example: { body: {} },
    params: idParams(),
    body: z.strictObject({ reason: z.string().max(2000).nullable().optional() }),
    response: z.object({ status: z.literal('REJECTED') }),
    errors: ['qnr_not_found', 'qnr_expired', 'qnr_not_yet_valid', 'qnr_not_answerable', 'qnr_not_rejectable'],
  }),
  consents: defineRoute({
    method: 'POST',
    path: '/api/questionnaires/:id/consents',
    summary: 'The participant accepts the consents the template asks for',
    resource: 'queries',
    example: { body: { consent_template_ids: [1] } },
    params: idParams(),
    body: z.strictObject({ consent_template_ids: z.array(z.number().int().positive()).min(1).max(50) }),
    response: z.object({ accepted: z.array(z.number()) }),
    errors: ['qnr_not_found', 'qnr_consent_participant_only', 'qnr_input_invalid'],
  }),
  manage: defineRoute({
    method: 'POST',
    path: '/api/questionnaires/:id/manage',
    summary: 'Staff archive, delete, hide, share, mark seen, send or send again a questionnaire',
    resource: 'queries',
    example: { body: { action: 'seen' } },
    params: idParams(),
    body: manageBody,
    response: okResponse,
    errors: ['qnr_not_found', 'qnr_forbidden', 'qnr_transition_forbidden', 'qnr_input_invalid'],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/questionnaires/:id/history',
    summary: 'A questionnaire’s saved versions with what changed, and its errors (staff)',
    resource: 'queries',
    params: idParams(),
    query: z.strictObject({ lang: z.enum(['en', 'no']).optional() }),
    response: z.object({
      history: z.array(qnrHistoryEntrySchema),
      errors: z.array(z.object({ ai_id: z.number(), error: z.string(), created_at: z.string() })),
    }),
    errors: ['qnr_not_found', 'qnr_forbidden'],
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/questionnaires/:id/pdf',
    summary: 'A questionnaire with its answers as a PDF (`as=json`: its file name and base64)',
    resource: 'queries',
    params: idParams(),
    query: z.strictObject({ lang: z.string().max(16).optional(), as: z.string().max(16).optional() }),
    response: 'file',
    errors: ['qnr_not_found'],
  }),
  dispatch: defineRoute({
    method: 'POST',
    path: '/api/questionnaires/dispatch',
    summary: 'Send questionnaires: SENT, the security level, shared or not, and an SMS (staff)',
    body: dispatchBody,
    // Issue 26 item 6: a double click or a retry sends once (the send form passes its key).
    idempotent: true,
    response: z.object({ sent: z.array(z.number()), errors: z.array(dispatchError) }),
    errors: ['qnr_forbidden', 'qnr_input_invalid'],
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/questionnaires/start',
    summary: 'Start a questionnaire of a generate-on-start template (an open one is reused)',
    body: startBody,
    response: z.object({ id: z.number(), created: z.boolean() }),
    errors: ['qnr_not_found'],
  }),
  templateModel: defineRoute({
    method: 'GET',
    path: '/api/questionnaire-templates/:id/model',
    summary: 'A template’s model, for the designer’s preview and the send page (staff)',
    resource: 'templates',
    params: idParams(),
    response: z.object({ model: qnrTemplateModelSchema }),
    errors: ['qnr_not_found', 'qnr_forbidden'],
  }),
} as const;
