// The storage (files) area's REST contract (issue 25, issue 14 parts 1-2): the upload (raw bytes), the
// download (the file's bytes, with ranges) and the writes on a participant's document that no role may
// make through the data API (seen, imported to the patient record, soft delete with a reason). The
// server registers these (server/src/areas/storage), the storage app calls them.
import { z } from 'zod';
import { defineRoute, idParams, okResponse } from '../contract/route-contract';

/** A document's category on a participant's share. */
export const DOCUMENT_CATEGORIES = [
  'LETTER',
  'REPORT',
  'PLAN',
  'CONTRACT',
  'HEALTH',
  'APPLICATION',
  'OTHER',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The security levels a share may have. */
export const DOCUMENT_SECURITY_LEVELS = [0, 3, 4] as const;

/** The stored PDF's search text: made, or why not; `none` for a file that is not a PDF. */
export const TEXT_INDEXING = [
  'none',
  'indexed',
  'no_text',
  'too_large',
  'timed_out',
  'busy',
  'failed',
] as const;

/** A whole number of the query, or empty (left out). */
const optionalDigits = (code: string) =>
  z
    .string()
    .regex(/^[0-9]{0,15}$/, code)
    .optional()
    .transform((value) => (value ? Number(value) : null));

/** The upload's query, checked before a byte is read: nothing is stored for a bad one. */
export const uploadQuerySchema = z.strictObject({
  /** The file's name; cleaned by the server (no path, no control characters, at most 255 characters). */
  name: z.string().max(2000).optional(),
  patient_id: optionalDigits('files.patientInvalid'),
  category: z
    .union([z.literal(''), z.enum(DOCUMENT_CATEGORIES)], 'files.categoryInvalid')
    .optional()
    .transform((value) => (value ? value : null)),
  security_level: optionalDigits('files.securityLevelInvalid').refine(
    (value) => value === null || (DOCUMENT_SECURITY_LEVELS as readonly number[]).includes(value),
    'files.securityLevelInvalid',
  ),
});

export const uploadResponseSchema = z.strictObject({
  id: z.number().int(),
  document_patient_id: z.number().int().nullable(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  content_type: z.string(),
  text_indexing: z.enum(TEXT_INDEXING),
});

const FILES_ERRORS = ['feature_off'] as const;

export const filesContract = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/files',
    summary: 'Upload a file (its bytes are the body); staff for anyone, a participant for themselves',
    query: uploadQuerySchema,
    rawBody: ['application/octet-stream', '*/*'],
    response: uploadResponseSchema,
    status: 201,
    // A retried upload (the answer lost, a second drop of the same file) stores the file once.
    idempotent: true,
    errors: [
      ...FILES_ERRORS,
      'forbidden',
      'patient_not_found',
      'file_name_missing',
      'file_name_invalid',
      'file_empty',
      'file_type_refused',
      'file_too_large',
      'upload_incomplete',
      'upload_rate_limited',
      'storage_quota_exceeded',
    ],
  }),
  download: defineRoute({
    method: 'GET',
    path: '/api/files/:id',
    summary: 'Download a file the caller may read (ranges answered with 206)',
    resource: 'documents',
    params: idParams(),
    response: 'file',
    errors: [...FILES_ERRORS, 'file_not_found', 'range_not_satisfiable'],
  }),
  markSeen: defineRoute({
    method: 'POST',
    path: '/api/files/patient/:id/seen',
    summary: 'Mark a participant’s document seen: by the participant, or by staff',
    resource: 'document_patient',
    params: idParams(),
    response: okResponse,
    errors: [...FILES_ERRORS, 'document_not_found'],
  }),
  setImported: defineRoute({
    method: 'POST',
    path: '/api/files/patient/:id/imported-to-epr',
    summary: 'Mark a document as imported to the patient record, or not (staff)',
    resource: 'document_patient',
    example: { body: { imported: true } },
    params: idParams(),
    body: z.strictObject({ imported: z.boolean() }),
    response: z.strictObject({ ok: z.boolean(), imported: z.boolean() }),
    errors: [...FILES_ERRORS, 'forbidden', 'document_not_found'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/api/files/patient/:id/delete',
    summary: 'Delete a participant’s document with a reason (staff); the file stays for the record',
    resource: 'document_patient',
    example: { body: { reason: 'Lastet opp feil fil' } },
    params: idParams(),
    body: z.strictObject({
      reason: z
        .string('files.deleteReasonRequired')
        .trim()
        .min(3, 'files.deleteReasonRequired')
        .max(500, 'files.deleteReasonRequired'),
    }),
    response: okResponse,
    errors: [...FILES_ERRORS, 'forbidden', 'document_not_found'],
  }),
} as const;
