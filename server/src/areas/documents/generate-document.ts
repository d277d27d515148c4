// Issue 14 part 5: a document from a template, merged with the participant, the user, the tenant
// and (where chosen) one of that participant's answered questionnaires, as a PDF in the tenant's
// brand and the chosen language. An archived template (deleted_at set) is not offered. Every read names the tenant; the questionnaire must be the
// participant's own, so no answers of anyone else can be merged in.
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Asker } from './document-access';
import type { WorkerPool } from '../../workers';
import { THEME_COLORS, type DocumentLanguage } from './document-pdf';
import { renderDocumentPdfOffThread } from './document-pdf-off-thread';
import { answerValues, mergeTemplate, textBlocks, type MergeValues } from './merge-fields';

export interface GenerateInput {
  templateId: number;
  patientId: number;
  queryId: number | null;
  language: DocumentLanguage;
}

export interface MergedDocument {
  title: string;
  text: string;
  values: MergeValues;
}

function dateText(date: Date, language: DocumentLanguage) {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Oslo',
  }).format(date);
}

/** The merge fields a template may name, by source (the template editor's insert list). */
export const MERGE_FIELDS = {
  participant: ['participant.full_name', 'participant.actno', 'participant.tiltak', 'participant.regarding'],
  user: ['user.name', 'user.first_name', 'user.last_name', 'user.email'],
  tenant: ['tenant.name', 'date.today'],
  questionnaire: ['questionnaire.title', 'questionnaire.date'],
} as const;

const KNOWN_FIELDS = new Set<string>(Object.values(MERGE_FIELDS).flat());

/** Whether a template may name the field: one of MERGE_FIELDS, or any `answers.<key>`. */
export function isKnownField(name: string): boolean {
  return KNOWN_FIELDS.has(name) || /^answers\.[A-Za-z0-9_-]{1,80}$/.test(name);
}

export interface MergeSource {
  /** Without a participant (the template editor's preview) their fields show as "[field]". */
  patientId: number | null;
  queryId: number | null;
  language: DocumentLanguage;
}

/** A participant's questionnaire with its cached answers (404 when it is not theirs, or deleted). */
export async function participantQuestionnaire(
  db: Queryable,
  customerId: number,
  queryId: number,
  patientId: number,
): Promise<{ title: string; updated_at: string; data: { answers?: unknown } | null }> {
  const query = (
    await db.query<{ title: string; updated_at: string; data: { answers?: unknown } | null }>(
      `SELECT q.title, q.updated_at, c.data FROM queries q
         LEFT JOIN queries_cache c ON c.query_uuid = q.query_uuid AND c.customer_id = q.customer_id
        WHERE q.customer_id = $1 AND q.id = $2 AND q.patient_id = $3 AND q.deleted_at IS NULL`,
      [customerId, queryId, patientId],
    )
  ).rows[0];
  if (!query) throw new ApiError(404, 'questionnaire_not_found', 'No such questionnaire of this participant');
  return query;
}

/** The values to merge: the participant's, the user's, the tenant's and the questionnaire's. */
export async function mergeValues(
  db: Queryable,
  asker: Asker,
  input: MergeSource,
  now: Date,
): Promise<MergeValues> {
  const user = (
    await db.query<{ first_name: string; last_name: string; email: string | null }>(
      'SELECT first_name, last_name, email FROM users WHERE customer_id = $1 AND id = $2',
      [asker.customerId, asker.userId],
    )
  ).rows[0];
  const values: MergeValues = {
    'user.name': `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
    'user.first_name': user?.first_name ?? '',
    'user.last_name': user?.last_name ?? '',
    'user.email': user?.email ?? '',
    'tenant.name': asker.tenant.name,
    'date.today': dateText(now, input.language),
  };
  if (input.patientId === null) {
    for (const name of [...MERGE_FIELDS.participant, ...MERGE_FIELDS.questionnaire])
      values[name] = `[${name}]`;
    return values;
  }
  const participant = (
    await db.query<{
      full_name: string;
      actno: string | null;
      tiltak: string | null;
      regarding: string | null;
    }>(
      'SELECT full_name, actno, tiltak, regarding FROM recipients WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [asker.customerId, input.patientId],
    )
  ).rows[0];
  if (!participant) throw new ApiError(404, 'participant_not_found', 'No such participant in this portal');
  Object.assign(values, {
    'participant.full_name': participant.full_name,
    'participant.actno': participant.actno,
    'participant.tiltak': participant.tiltak,
    'participant.regarding': participant.regarding,
  });
  if (input.queryId !== null) {
    const query = await participantQuestionnaire(db, asker.customerId, input.queryId, input.patientId);
    Object.assign(values, answerValues(query.data?.answers), {
      'questionnaire.title': query.title,
      'questionnaire.date': dateText(new Date(query.updated_at), input.language),
    });
  }
  return values;
}

/** The template merged, for the preview and the PDF. */
export async function mergeDocument(
  db: Queryable,
  asker: Asker,
  input: GenerateInput,
  now: Date,
): Promise<MergedDocument> {
  const template = (
    await db.query<{ title: string; body: string }>(
      'SELECT title, body FROM document_templates WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL',
      [asker.customerId, input.templateId],
    )
  ).rows[0];
  if (!template) throw new ApiError(404, 'template_not_found', 'No such document template in this portal');
  const values = await mergeValues(db, asker, input, now);
  return {
    title: mergeTemplate(template.title, values),
    text: mergeTemplate(template.body, values),
    values,
  };
}

export async function generatedPdf(
  pool: WorkerPool,
  asker: Asker,
  merged: MergedDocument,
  language: DocumentLanguage,
  now: Date,
  subtitle: string,
) {
  return renderDocumentPdfOffThread(pool, {
    title: merged.title,
    blocks: textBlocks(merged.text),
    brand: { tenantName: asker.tenant.name, color: THEME_COLORS[asker.tenant.theme] ?? '#1f4e8c' },
    language,
    subtitle,
    createdAt: now,
  });
}
