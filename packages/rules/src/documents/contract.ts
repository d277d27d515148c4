// The documents area's REST contract (issue 25, issue 14 parts 4, 5, 6 and 8): drafts with autosave
// and versions, the draft as a PDF and as a document, generate from a template, the templates'
// administration and e-signing. The server registers these (server/src/areas/documents), the storage
// app calls them (`api.call`), so each wire type exists once. Lists are read through the data API.
//
// Input that does not fit answers the kit's one `invalid_input`; each body's schema names its form
// (`documents.draftInvalid`, `documents.templateInvalid`, `documents.generateInvalid`,
// `documents.signingInvalid`) as every issue's `code`, so the app shows the form's text.
import { z } from 'zod';
import { defineRoute, idParam, idParams, okResponse } from '../contract/route-contract';

/** The most HTML one draft may hold (text and inline images of at most 1 MB each), checked before sanitising. */
export const MAX_RICH_TEXT_CHARS = 3_000_000;
/** The longest template text. */
export const MAX_TEMPLATE_CHARS = 20_000;
/** The longest title of a draft or template. */
export const MAX_DOCUMENT_TITLE_CHARS = 200;

export const DOCUMENT_LANGUAGES = ['no', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const DOCUMENT_FORMS = {
  draft: 'documents.draftInvalid',
  template: 'documents.templateInvalid',
  generate: 'documents.generateInvalid',
  signing: 'documents.signingInvalid',
} as const;
export type DocumentForm = keyof typeof DOCUMENT_FORMS;

/** The bodies' parts, each refusing with its form's code. */
const parts = (code: string) => ({
  id: z.number(code).int().positive().max(Number.MAX_SAFE_INTEGER),
  language: z.enum(DOCUMENT_LANGUAGES, code),
  title: z.string(code).trim().min(1, code).max(MAX_DOCUMENT_TITLE_CHARS, code),
  flag: z.boolean(code),
});

const draft = parts(DOCUMENT_FORMS.draft);
const html = z.string(DOCUMENT_FORMS.draft).max(MAX_RICH_TEXT_CHARS, DOCUMENT_FORMS.draft);

export const newDraftBody = z.strictObject(
  {
    title: draft.title,
    html: html.default(''),
    language: draft.language.default('no'),
    patientId: draft.id.nullable().default(null),
  },
  DOCUMENT_FORMS.draft,
);

/** An autosave names the revision it was made from: a newer one on the server refuses it. */
export const saveDraftBody = z.strictObject(
  {
    title: draft.title,
    html,
    revision: z.number(DOCUMENT_FORMS.draft).int().min(0).max(Number.MAX_SAFE_INTEGER),
    language: draft.language.optional(),
    patientId: draft.id.nullable().optional(),
    checkpoint: draft.flag.default(false),
  },
  DOCUMENT_FORMS.draft,
);

export const finishDraftBody = z.strictObject({ share: draft.flag.default(false) }, DOCUMENT_FORMS.draft);

const generate = parts(DOCUMENT_FORMS.generate);
export const generateBody = z.strictObject(
  {
    templateId: generate.id,
    patientId: generate.id,
    queryId: generate.id.nullable().default(null),
    language: generate.language.default('no'),
    share: generate.flag.default(false),
  },
  DOCUMENT_FORMS.generate,
);

const template = parts(DOCUMENT_FORMS.template);
const templateShape = {
  title: template.title,
  language: template.language.default('no'),
  body: z.string(DOCUMENT_FORMS.template).max(MAX_TEMPLATE_CHARS, DOCUMENT_FORMS.template),
};
export const templateBody = z.strictObject(templateShape, DOCUMENT_FORMS.template);

/** A save names the version it was made from (`updated_at` as read), so a stale copy is refused. */
export const templateSaveBody = z.strictObject(
  {
    ...templateShape,
    expectedUpdatedAt: z
      .string(DOCUMENT_FORMS.template)
      .min(1, DOCUMENT_FORMS.template)
      .max(64, DOCUMENT_FORMS.template)
      .refine((value) => !Number.isNaN(Date.parse(value)), DOCUMENT_FORMS.template),
  },
  DOCUMENT_FORMS.template,
);

/** A questionnaire's answers are merged only with the participant who answered it. */
const participantWithQuestionnaire = (input: { patientId: number | null; queryId: number | null }) =>
  input.queryId === null || input.patientId !== null;
const participantRequired = { path: ['patientId'], message: DOCUMENT_FORMS.template };

export const templatePreviewBody = z
  .strictObject(
    {
      ...templateShape,
      patientId: template.id.nullable().default(null),
      queryId: template.id.nullable().default(null),
    },
    DOCUMENT_FORMS.template,
  )
  .refine(participantWithQuestionnaire, participantRequired);

export const fieldCatalogBody = z
  .strictObject(
    {
      patientId: template.id.nullable().default(null),
      queryId: template.id.nullable().default(null),
    },
    DOCUMENT_FORMS.template,
  )
  .refine(participantWithQuestionnaire, participantRequired);

const signing = parts(DOCUMENT_FORMS.signing);
export const sendForSigningBody = z.strictObject(
  {
    signedByTherapist: signing.flag.default(false),
    combineSignatures: signing.flag.default(true),
    language: signing.language.default('no'),
  },
  DOCUMENT_FORMS.signing,
);

export const signBody = z.strictObject(
  {
    /** The signer's explicit consent: a click on "Sign", never implied. */
    confirm: z.literal(true, DOCUMENT_FORMS.signing),
    language: signing.language.default('no'),
  },
  DOCUMENT_FORMS.signing,
);

/** `?encoding=base64`: the PDF as JSON `{ name, base64 }` (the apps'); without it, the PDF's bytes. */
const encodingQuery = z.strictObject({ encoding: z.enum(['base64']).optional() });

/** A PDF as the apps read it. */
export const pdfFileSchema = z.object({ name: z.string(), base64: z.string() });
export type PdfFile = z.infer<typeof pdfFileSchema>;

const draftSchema = z.object({
  id: z.number(),
  title: z.string(),
  html: z.string(),
  revision: z.number(),
  language: z.enum(DOCUMENT_LANGUAGES),
  patient_id: z.number().nullable(),
  patient_name: z.string().nullable(),
  document_id: z.number().nullable(),
  created_by: z.number().nullable(),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

const draftVersionSchema = z.object({
  id: z.number(),
  revision: z.number(),
  title: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export type DraftVersion = z.infer<typeof draftVersionSchema>;

const madeDocument = z.object({ documentId: z.number(), documentPatientId: z.number().nullable() });

const adminTemplateSchema = z.object({
  id: z.number(),
  title: z.string(),
  language: z.enum(DOCUMENT_LANGUAGES),
  body: z.string(),
  updated_at: z.string(),
  archived: z.boolean(),
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** The merge fields by source; `answers` holds the chosen questionnaire's answer fields. */
const fieldCatalogSchema = z.object({
  participant: z.array(z.string()),
  user: z.array(z.string()),
  tenant: z.array(z.string()),
  questionnaire: z.array(z.string()),
  answers: z.array(z.string()),
});
export type FieldCatalog = z.infer<typeof fieldCatalogSchema>;

export const SIGNER_ROLES = ['PATIENT', 'THERAPIST'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

const signingStateSchema = z.object({
  id: z.number(),
  title: z.string(),
  patientName: z.string(),
  forSigning: z.boolean(),
  status: z.string(),
  esignatureStatus: z.string().nullable(),
  needed: z.array(z.enum(SIGNER_ROLES)),
  signatures: z.array(
    z.object({ signer_role: z.enum(SIGNER_ROLES), signer_name: z.string(), signed_at: z.string() }),
  ),
  mayISign: z.boolean(),
  signed: z.boolean(),
});
export type SigningState = z.infer<typeof signingStateSchema>;

const DRAFT_ERRORS = ['feature_off', 'draft_not_found', 'draft_not_yours', 'draft_finished'] as const;
const TEMPLATE_ERRORS = ['feature_off', 'admin_only', 'template_not_found'] as const;
const SHARE_ERRORS = ['document_not_found'] as const;

const drafts = {
  createDraft: defineRoute({
    method: 'POST',
    path: '/api/documents/drafts',
    summary: 'Start a draft (staff); its HTML is sanitised before it is stored',
    body: newDraftBody,
    response: z.object({ id: z.number(), revision: z.number() }),
    status: 201,
    errors: ['feature_off', 'participant_not_found'],
  }),
  readDraft: defineRoute({
    method: 'GET',
    path: '/api/documents/drafts/:id',
    summary: 'A draft with its text (staff)',
    resource: 'dockladd_properties',
    params: idParams(),
    response: draftSchema,
    errors: ['feature_off', 'draft_not_found'],
  }),
  saveDraft: defineRoute({
    method: 'PUT',
    path: '/api/documents/drafts/:id',
    summary: 'Save a draft (autosave or a version): refused when it moved on since `revision`',
    resource: 'dockladd_properties',
    // Revision 0 is never stored: the example reaches no draft's text.
    example: { body: { title: 'Brev', html: '<p>Hei</p>', revision: 0 } },
    params: idParams(),
    body: saveDraftBody,
    response: z.object({
      revision: z.number(),
      versioned: z.boolean(),
      html: z.string(),
      savedAt: z.string(),
    }),
    errors: [...DRAFT_ERRORS, 'draft_conflict', 'participant_not_found'],
  }),
  deleteDraft: defineRoute({
    method: 'DELETE',
    path: '/api/documents/drafts/:id',
    summary: 'Delete a draft (its author, a team leader or an admin)',
    resource: 'dockladd_properties',
    params: idParams(),
    response: okResponse,
    errors: DRAFT_ERRORS,
  }),
  draftVersions: defineRoute({
    method: 'GET',
    path: '/api/documents/drafts/:id/versions',
    summary: 'A draft’s kept versions, newest first (at most 100)',
    resource: 'dockladd_properties',
    params: idParams(),
    response: z.object({ versions: z.array(draftVersionSchema) }),
    errors: ['feature_off', 'draft_not_found'],
  }),
  restoreVersion: defineRoute({
    method: 'POST',
    path: '/api/documents/drafts/:id/versions/:versionId/restore',
    summary: 'Back to a kept version (the text before it is kept as a version first)',
    resource: 'dockladd_versions',
    params: z.strictObject({ id: idParam(), versionId: idParam() }),
    response: z.object({ revision: z.number(), title: z.string(), html: z.string() }),
    errors: [...DRAFT_ERRORS, 'version_not_found'],
  }),
  draftPdf: defineRoute({
    method: 'GET',
    path: '/api/documents/drafts/:id/pdf',
    summary: 'A draft as a PDF (`encoding=base64`: as JSON `{ name, base64 }`; else the PDF’s bytes)',
    resource: 'dockladd_properties',
    params: idParams(),
    query: encodingQuery,
    response: pdfFileSchema,
    errors: ['feature_off', 'draft_not_found', 'pdf_too_large'],
  }),
  finishDraft: defineRoute({
    method: 'POST',
    path: '/api/documents/drafts/:id/finish',
    summary: 'Make a draft a document: its PDF stored, shared with the participant where asked',
    resource: 'dockladd_properties',
    example: { body: { share: false } },
    params: idParams(),
    body: finishDraftBody,
    response: madeDocument,
    status: 201,
    errors: [...DRAFT_ERRORS, 'draft_empty', 'draft_changed'],
  }),
};

const generateRoutes = {
  previewGenerated: defineRoute({
    method: 'POST',
    path: '/api/documents/generate/preview',
    summary: 'A template merged with a participant (and a questionnaire), as text',
    body: generateBody,
    /** `html`: the merged text laid out as the PDF lays it out (headings, bold, lists), sanitised. */
    response: z.object({ title: z.string(), text: z.string(), html: z.string() }),
    errors: ['feature_off', 'template_not_found', 'participant_not_found', 'questionnaire_not_found'],
  }),
  generate: defineRoute({
    method: 'POST',
    path: '/api/documents/generate',
    summary: 'Make a document from a template as a PDF, shared with the participant where asked',
    body: generateBody,
    response: madeDocument,
    status: 201,
    errors: ['feature_off', 'template_not_found', 'participant_not_found', 'questionnaire_not_found'],
  }),
  templateFields: defineRoute({
    method: 'GET',
    path: '/api/documents/templates/fields',
    summary: 'The merge fields a template text names (its first 20,000 characters)',
    query: z.strictObject({
      body: z
        .string()
        .max(1_000_000)
        .optional()
        .transform((body) => (body ?? '').slice(0, MAX_TEMPLATE_CHARS)),
    }),
    response: z.object({ fields: z.array(z.string()) }),
    errors: ['feature_off'],
  }),
};

const templates = {
  listTemplates: defineRoute({
    method: 'GET',
    path: '/api/documents/templates',
    summary: 'The tenant’s document templates, or its archived ones (administrators)',
    query: z.strictObject({ archived: z.enum(['true', 'false']).optional() }),
    response: z.object({ templates: z.array(adminTemplateSchema) }),
    errors: TEMPLATE_ERRORS,
  }),
  readTemplate: defineRoute({
    method: 'GET',
    path: '/api/documents/templates/:id',
    summary: 'A document template with the fields no source fills (administrators)',
    resource: 'document_templates',
    params: idParams(),
    response: adminTemplateSchema.extend({ unknownFields: z.array(z.string()) }),
    errors: TEMPLATE_ERRORS,
  }),
  createTemplate: defineRoute({
    method: 'POST',
    path: '/api/documents/templates',
    summary: 'Add a document template (administrators)',
    body: templateBody,
    response: z.object({ id: z.number(), unknownFields: z.array(z.string()) }),
    status: 201,
    errors: TEMPLATE_ERRORS,
  }),
  saveTemplate: defineRoute({
    method: 'PUT',
    path: '/api/documents/templates/:id',
    summary: 'Save a document template: refused when it changed since `expectedUpdatedAt`',
    resource: 'document_templates',
    example: {
      body: { title: 'Brev', language: 'no', body: 'Hei', expectedUpdatedAt: '2026-01-01T00:00:00Z' },
    },
    params: idParams(),
    body: templateSaveBody,
    response: z.object({ id: z.number(), updated_at: z.string(), unknownFields: z.array(z.string()) }),
    errors: [...TEMPLATE_ERRORS, 'template_conflict'],
  }),
  archiveTemplate: defineRoute({
    method: 'POST',
    path: '/api/documents/templates/:id/archive',
    summary: 'Archive a document template (kept; generate no longer offers it)',
    resource: 'document_templates',
    params: idParams(),
    response: z.object({ id: z.number(), archived: z.boolean() }),
    errors: [...TEMPLATE_ERRORS, 'template_archived'],
  }),
  restoreTemplate: defineRoute({
    method: 'POST',
    path: '/api/documents/templates/:id/restore',
    summary: 'Restore an archived document template',
    resource: 'document_templates',
    params: idParams(),
    response: z.object({ id: z.number(), archived: z.boolean() }),
    errors: [...TEMPLATE_ERRORS, 'template_not_archived'],
  }),
  fieldCatalog: defineRoute({
    method: 'POST',
    path: '/api/documents/templates/field-catalog',
    summary: 'The merge fields to insert, by source, with a chosen questionnaire’s answers',
    body: fieldCatalogBody,
    response: z.object({ fields: fieldCatalogSchema }),
    errors: [...TEMPLATE_ERRORS, 'participant_not_found', 'questionnaire_not_found'],
  }),
  previewTemplate: defineRoute({
    method: 'POST',
    path: '/api/documents/templates/preview',
    summary: 'A template as a PDF, merged with a participant or with the fields’ names',
    query: encodingQuery,
    body: templatePreviewBody,
    response: pdfFileSchema,
    errors: [...TEMPLATE_ERRORS, 'participant_not_found', 'questionnaire_not_found', 'pdf_too_large'],
  }),
};

const signingRoutes = {
  sendForSigning: defineRoute({
    method: 'POST',
    path: '/api/documents/shares/:id/signing',
    summary: 'Send a shared PDF for signing (staff); the participant is told by SMS',
    resource: 'document_patient',
    example: { body: { signedByTherapist: false } },
    params: idParams(),
    body: sendForSigningBody,
    response: z.object({ requestId: z.string(), smsSent: z.boolean() }),
    // A repeat with the form's key answers as the first did (one request, one SMS), not 409.
    idempotent: true,
    errors: [
      'feature_off',
      ...SHARE_ERRORS,
      'already_signed',
      'signing_started',
      'not_a_pdf',
      'document_signed',
    ],
  }),
  signingState: defineRoute({
    method: 'GET',
    path: '/api/documents/shares/:id/signing',
    summary: 'Who signs a shared document, who has, and whether the caller may now',
    resource: 'document_patient',
    params: idParams(),
    response: signingStateSchema,
    errors: SHARE_ERRORS,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/api/documents/shares/:id/sign',
    summary: 'Sign a shared document (the participant, or staff where asked), with explicit consent',
    resource: 'document_patient',
    example: { body: { confirm: true } },
    params: idParams(),
    body: signBody,
    response: z.object({ status: z.string(), signed: z.boolean() }),
    errors: [...SHARE_ERRORS, 'not_for_signing', 'not_a_signer', 'already_signed', 'document_signed'],
  }),
  sharePdf: defineRoute({
    method: 'GET',
    path: '/api/documents/shares/:id/pdf',
    summary: 'A shared document’s original or signed copy (`encoding=base64`: as JSON `{ name, base64 }`)',
    resource: 'document_patient',
    params: idParams(),
    query: z.strictObject({
      copy: z.enum(['original', 'signed']).optional(),
      encoding: z.enum(['base64']).optional(),
    }),
    response: pdfFileSchema,
    errors: SHARE_ERRORS,
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/api/documents/shares/:id/verify',
    summary: 'Verify a signed document: every signature over its revision, the newest over the whole file',
    resource: 'document_patient',
    params: idParams(),
    response: z.object({
      valid: z.boolean(),
      signatures: z.array(z.object({ name: z.string().nullable(), valid: z.boolean() })),
    }),
    errors: [...SHARE_ERRORS, 'not_signed', 'document_file_missing'],
  }),
};

export const documentsContract = {
  ...drafts,
  ...generateRoutes,
  ...templates,
  ...signingRoutes,
} as const;
