// Issue 26 item 8: a template's answers as a table for staff (REDCap's and Google Forms' response
// table): one row per response (a questionnaire of the template with answers), one column per
// question, the answers in words (packages/rules answers-contract.ts), paged by the server.
import {
  ANSWERS_EXPORT_MAX_ROWS,
  answerCells,
  answerColumns,
  isQnrStatus,
  type AnswerRow,
  type AnswersTable,
  type Language,
  type QnrStatus,
  type QnrTemplateModel,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import { areaErrors } from '../../area-kit/area-errors';
import { qnrError } from './qnr-errors';
import { loadTemplateModel, type QnrCaller } from './qnr-store';

export const answersExportError = areaErrors({
  qnr_export_too_large: [
    'This template has {{count}} responses; an export holds at most {{max}}.',
    'Denne malen har {{count}} svar; en eksport tar høyst {{max}}.',
  ],
});

export interface ResponseRow {
  id: number;
  status: string;
  cache: { answers?: AnswerRow[]; saved_at?: string; submitted_at?: string } | null;
  participant_name: string | null;
  total: number;
}

/** The responses of a template: not drafts, not deleted, with at least one answer or handed in. */
const RESPONSES = `
  FROM queries q
  LEFT JOIN recipients r ON r.id = q.patient_id AND r.customer_id = q.customer_id AND r.deleted_at IS NULL
 WHERE q.template_id = $1 AND q.customer_id = $2 AND q.deleted_at IS NULL AND q.status <> 'DRAFT'
   AND (jsonb_typeof(q.cache->'answers') = 'array' AND jsonb_array_length(q.cache->'answers') > 0
        OR q.status IN ('ANSWERED', 'SIGNED'))`;

/** The template (this tenant's, not deleted) and its model; another tenant's id is not found. */
export async function answersTemplate(
  tx: Queryable,
  caller: QnrCaller,
  templateId: number,
): Promise<QnrTemplateModel> {
  if (!caller.isStaff) throw qnrError('qnr_forbidden');
  const { rows } = await tx.query(
    'SELECT 1 FROM templates WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL',
    [templateId, caller.customerId],
  );
  if (rows.length === 0) throw qnrError('qnr_not_found');
  return loadTemplateModel(tx, caller.customerId, templateId);
}

async function responses(
  tx: Queryable,
  caller: QnrCaller,
  templateId: number,
  limit: number,
  offset: number,
): Promise<ResponseRow[]> {
  // The participant's name as staff may read it through the data API (recipients, profile "case":
  // every staff role of the tenant); a participant never reaches here (staff-only routes).
  const { rows } = await tx.query<ResponseRow>(
    `SELECT q.id, q.status, q.cache, r.full_name AS participant_name, count(*) OVER () AS total ${RESPONSES}
      ORDER BY coalesce((q.cache->>'submitted_at')::timestamptz, (q.cache->>'saved_at')::timestamptz, q.created_at) DESC, q.id DESC
      LIMIT $3 OFFSET $4`,
    [templateId, caller.customerId, limit, offset],
  );
  return rows;
}

export function tableRow(model: QnrTemplateModel, row: ResponseRow, lang: Language) {
  const answers = Array.isArray(row.cache?.answers) ? row.cache.answers : [];
  return {
    query_id: Number(row.id),
    participant_name: row.participant_name,
    status: (isQnrStatus(row.status) ? row.status : 'STARTED') as QnrStatus,
    submitted_at: row.cache?.submitted_at ?? null,
    saved_at: row.cache?.saved_at ?? null,
    cells: answerCells(model, answers, lang),
  };
}

/** One page of the table. */
export async function answersTablePage(
  tx: Queryable,
  caller: QnrCaller,
  templateId: number,
  page: number,
  pageSize: number,
  lang: Language,
): Promise<AnswersTable> {
  const model = await answersTemplate(tx, caller, templateId);
  const rows = await responses(tx, caller, templateId, pageSize, (page - 1) * pageSize);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page > 1) {
    const counted = await tx.query<{ total: number }>(`SELECT count(*) AS total ${RESPONSES}`, [
      templateId,
      caller.customerId,
    ]);
    total = Number(counted.rows[0]!.total);
  }
  return {
    template: { id: model.templateId, title: model.title },
    columns: answerColumns(model),
    rows: rows.map((row) => tableRow(model, row, lang)),
    total,
    page,
    page_size: pageSize,
  };
}

/** Every response for an export (the words and the file are made on a worker), refused past ANSWERS_EXPORT_MAX_ROWS. */
export async function answersForExport(
  tx: Queryable,
  caller: QnrCaller,
  templateId: number,
): Promise<{ model: QnrTemplateModel; rows: ResponseRow[] }> {
  const model = await answersTemplate(tx, caller, templateId);
  const rows = await responses(tx, caller, templateId, ANSWERS_EXPORT_MAX_ROWS + 1, 0);
  if (rows.length > ANSWERS_EXPORT_MAX_ROWS)
    throw answersExportError(413, 'qnr_export_too_large', {
      count: Number(rows[0]!.total),
      max: ANSWERS_EXPORT_MAX_ROWS,
    });
  return { model, rows: rows.map((r) => ({ ...r, id: Number(r.id), total: Number(r.total) })) };
}
