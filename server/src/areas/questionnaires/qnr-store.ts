// Reading one questionnaire for a user: who may see it (staff of the tenant; a participant only
// their own, never one hidden from them, §3), its template as the shared model, its answers.
import {
  buildTemplateModel,
  isQnrStatus,
  type AnswerRow,
  type QnrStatus,
  type QnrTemplateModel,
  type Role,
  type TemplateRows,
} from '@portal/rules';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { readLogSql } from '../administration';
import { qnrError } from './qnr-errors';

/** What the stores read of the caller (area-kit/caller.ts). */
export type QnrCaller = Pick<Caller, 'customerId' | 'userId' | 'isStaff'>;

export interface QnrRow {
  id: number;
  query_uuid: string;
  patient_id: number | null;
  template_id: number | null;
  title: string;
  status: QnrStatus;
  valid_from: Date | null;
  valid_to: Date | null;
  archived: boolean;
  hide_for_patient: boolean;
  share_with_recipient: boolean;
  seen_by_therapist: boolean;
  security_level: number | null;
  cache: { answers?: AnswerRow[]; saved_at?: string; submitted_at?: string } | null;
  properties: Record<string, unknown>;
  updated_at: Date;
  patient_name: string | null;
  patient_user_id: number | null;
  rejectable: boolean;
}

const QNR_COLUMNS = `q.id, q.query_uuid, q.patient_id, q.template_id, q.title, q.status, q.valid_from, q.valid_to, q.archived,
            q.hide_for_patient, q.share_with_recipient, q.seen_by_therapist, q.security_level, q.cache, q.properties,
            q.updated_at, r.full_name AS patient_name, r.user_id AS patient_user_id,
            coalesce(f.rejectable, false) AS rejectable`;

/**
 * A staff member's read to write to the access log in the load's own statement (issue 32 item 8): the
 * reader's role (why they may see it) and whether the transaction writes nothing else (readLogSql).
 */
export interface QnrReadLog {
  role: Role;
  readOnly: boolean;
}

/**
 * The questionnaire if this user may see it (FOR UPDATE when it is to be written), else qnr_not_found.
 * `log`: a staff member's read of a participant's questionnaire is written to the access log by the same
 * statement (a data-modifying CTE: no round trip of its own); a participant's own reads are not logged.
 */
export async function loadQnr(
  tx: Queryable,
  actor: QnrCaller,
  id: number,
  forUpdate = false,
  log?: QnrReadLog,
): Promise<QnrRow> {
  const select = `SELECT ${QNR_COLUMNS}
       FROM queries q
       LEFT JOIN recipients r ON r.id = q.patient_id AND r.customer_id = q.customer_id
       LEFT JOIN template_flags f ON f.template_id = q.template_id AND f.customer_id = q.customer_id
      WHERE q.id = $1 AND q.customer_id = $2 AND q.deleted_at IS NULL
        AND ($3::boolean OR (r.user_id = $4 AND NOT q.hide_for_patient AND q.status <> 'DRAFT'))
      ${forUpdate ? 'FOR UPDATE OF q' : ''}`;
  const params: unknown[] = [id, actor.customerId, actor.isStaff, actor.userId];
  const logged =
    log && actor.isStaff
      ? readLogSql(
          { ...actor, role: log.role },
          'read_questionnaire',
          'SELECT patient_id AS id FROM found',
          5,
          log.readOnly,
        )
      : null;
  const { rows } = await tx.query<QnrRow & { sync?: unknown }>(
    logged ? `WITH found AS (${select}), ${logged.cte} SELECT found.*, ${logged.sync} FROM found` : select,
    logged ? [...params, ...logged.params] : params,
  );
  const found = rows[0];
  if (!found || !isQnrStatus(found.status)) throw qnrError('qnr_not_found');
  const { sync: _sync, ...row } = found;
  return { ...row, id: Number(row.id), patient_id: row.patient_id === null ? null : Number(row.patient_id) };
}

export function answersOf(row: Pick<QnrRow, 'cache'>): AnswerRow[] {
  return Array.isArray(row.cache?.answers) ? row.cache.answers : [];
}

/** A template's rows of this tenant, read into the shared model. */
export async function loadTemplateModel(
  tx: Queryable,
  customerId: number,
  templateId: number,
): Promise<QnrTemplateModel> {
  const template = await tx.query<{ id: number; title: string; collapse_all: boolean | null }>(
    `SELECT t.id, t.title, f.collapse_all FROM templates t
       LEFT JOIN template_flags f ON f.template_id = t.id AND f.customer_id = t.customer_id
      WHERE t.id = $1 AND t.customer_id = $2`,
    [templateId, customerId],
  );
  const head = template.rows[0];
  if (!head) throw qnrError('qnr_not_found');
  const questions = await tx.query<TemplateRows['questions'][number]>(
    `SELECT qt.id, qt.question_id, qt.position, qt.title, qt.description, qt.narrative, qt.properties,
            json_build_object('id', q.id, 'title', q.title, 'description', q.description, 'properties', q.properties) AS question
       FROM question_template qt JOIN questions q ON q.id = qt.question_id AND q.customer_id = qt.customer_id
      WHERE qt.template_id = $1 AND qt.customer_id = $2 AND q.deleted_at IS NULL
      ORDER BY qt.position, qt.id`,
    [templateId, customerId],
  );
  const composites = await tx.query<TemplateRows['composites'][number]>(
    `SELECT c.composite_question_id, c.question_id, c.row, c.position, c.title, c.properties,
            json_build_object('id', q.id, 'title', q.title, 'description', q.description, 'properties', q.properties) AS question
       FROM question_composite_question c JOIN questions q ON q.id = c.question_id AND q.customer_id = c.customer_id
      WHERE c.customer_id = $2 AND c.composite_question_id IN (SELECT question_id FROM question_template WHERE template_id = $1 AND customer_id = $2)
      ORDER BY c.row, c.position`,
    [templateId, customerId],
  );
  return buildTemplateModel({
    template: { id: head.id, title: head.title },
    flags: { collapse_all: head.collapse_all },
    questions: questions.rows,
    composites: composites.rows,
  });
}

/** The consents the template asks for before answering, with whether this participant gave each. */
export async function consentsFor(
  tx: Queryable,
  customerId: number,
  templateId: number,
  patientId: number | null,
) {
  const { rows } = await tx.query<{
    id: number;
    title: string;
    description: string | null;
    accepted: boolean;
  }>(
    `SELECT ct.id, ct.title, ct.description,
            EXISTS (SELECT 1 FROM consents c JOIN consent_patient cp ON cp.consent_id = c.id AND cp.customer_id = c.customer_id
                     WHERE c.customer_id = $1 AND c.consent_template_id = ct.id AND cp.patient_id = $3
                       AND cp.accepted AND cp.status = 'ACCEPTED' AND c.deleted_at IS NULL AND cp.deleted_at IS NULL) AS accepted
       FROM consent_template_to_template ctt
       JOIN consent_templates ct ON ct.id = ctt.consent_template_id AND ct.customer_id = ctt.customer_id
      WHERE ctt.customer_id = $1 AND ctt.template_id = $2 AND ct.deleted_at IS NULL
      ORDER BY ct.id`,
    [customerId, templateId, patientId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
