// Issue 28 items 5 and 6: the participant summary (what the portal holds about one participant, in
// time order, with filters) and case notes (written from quick access, kept in the activities log,
// editable by their author for a day, never deleted: a correction is a new version).
import { z } from 'zod';
import { defineRoute, idParams } from '../contract/route-contract';

export const NOTE_MAX_CHARS = 4_000;
/** How long the author may correct a note (a correction is a new version). */
export const NOTE_EDIT_HOURS = 24;
export const SUMMARY_KINDS = ['questionnaire', 'document', 'consent', 'plan', 'activity', 'note'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

export const noteInputSchema = z.strictObject({
  /** The participant the note is about; null: the author's own note (ME). */
  recipientId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  text: z.string().trim().min(1, 'notes.textRequired').max(NOTE_MAX_CHARS, 'notes.textTooLong'),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

const summaryItemSchema = z.strictObject({
  kind: z.enum(SUMMARY_KINDS),
  id: z.number().int(),
  at: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  by: z.string().nullable(),
  /** For a note: its version and whether the caller may still correct it. */
  version: z.number().int().nullable(),
  editable: z.boolean(),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;

const kindsQuery = z
  .string()
  .max(200)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.enum(SUMMARY_KINDS)));

export const summaryContract = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/summary/:id',
    summary:
      'A participant’s summary in time order: questionnaires, documents, consents, plans, activities and notes',
    resource: 'recipients',
    params: idParams(),
    query: z.strictObject({
      kinds: kindsQuery.optional(),
      q: z.string().trim().max(200).optional(),
    }),
    response: z.strictObject({ name: z.string(), items: z.array(summaryItemSchema) }),
    errors: ['forbidden', 'notes.participantNotFound'],
  }),
  ownNotes: defineRoute({
    method: 'GET',
    path: '/api/notes',
    summary: 'The caller’s own notes (ME), newest first',
    query: z.strictObject({ q: z.string().trim().max(200).optional() }),
    response: z.strictObject({ items: z.array(summaryItemSchema) }),
    errors: ['forbidden'],
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/api/notes',
    summary: 'Write a case note about a participant, or one of the author’s own',
    body: noteInputSchema,
    response: z.strictObject({ id: z.number().int() }),
    status: 201,
    errors: ['forbidden', 'notes.participantNotFound'],
  }),
  correctNote: defineRoute({
    method: 'PUT',
    path: '/api/notes/:id',
    summary: 'Correct a note within a day of writing it: a new version, the earlier one kept',
    resource: 'activity_log',
    params: idParams(),
    body: z.strictObject({ text: noteInputSchema.shape.text }),
    example: { body: { text: 'Rettet notat' } },
    response: z.strictObject({ id: z.number().int() }),
    errors: ['forbidden', 'notes.notFound', 'notes.notAuthor', 'notes.tooLate'],
  }),
} as const;
