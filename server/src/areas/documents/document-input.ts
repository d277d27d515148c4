// The documents area's request bodies: one zod rule each, checked at the edge (STYLE.md).
import { z } from 'zod';
import { MAX_RICH_TEXT_CHARS } from './sanitize-rich-text';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const language = z.enum(['no', 'en']);
const title = z.string().trim().min(1, 'title_required').max(200, 'title_too_long');
const html = z.string().max(MAX_RICH_TEXT_CHARS, 'text_too_long');

export const newDraftSchema = z.object({
  title,
  html: html.default(''),
  language: language.default('no'),
  patientId: id.nullable().default(null),
});

export const saveDraftSchema = z.object({
  title,
  html,
  revision: z.number().int().min(0),
  language: language.optional(),
  patientId: id.nullable().optional(),
  checkpoint: z.boolean().default(false),
});

export const finishDraftSchema = z.object({ share: z.boolean().default(false) });

export const generateSchema = z.object({
  templateId: id,
  patientId: id,
  queryId: id.nullable().default(null),
  language: language.default('no'),
  share: z.boolean().default(false),
});

export const sendForSigningSchema = z.object({
  signedByTherapist: z.boolean().default(false),
  combineSignatures: z.boolean().default(true),
  language: language.default('no'),
});

export const signSchema = z.object({
  /** The signer's explicit consent: a click on "Sign", never implied. */
  confirm: z.literal(true, { message: 'confirm_required' }),
  language: language.default('no'),
});
