// One questionnaire to answer or read (the detail route): its model, answers, consents and what the
// user may do; a participant's first opening is noted (opened_at).
import { QNR_ANSWERABLE, type Role } from '@portal/rules';
import type { TenantDb } from '../../db/tenant-scope';
import { qnrError } from './qnr-errors';
import { answersOf, consentsFor, loadQnr, loadTemplateModel, type QnrCaller } from './qnr-store';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
/** The reason a participant gave when declining, kept in the row's properties by rejectQnr. */
const rejectReason = (properties: Record<string, unknown>) =>
  typeof properties.reject_reason === 'string' && properties.reject_reason !== ''
    ? properties.reject_reason
    : null;

/**
 * `log`: a staff member's read is written to the access log by the questionnaire's own load statement
 * (issue 32 item 8; the transaction writes nothing else for staff); `false` is the overhead bench's baseline only.
 */
export async function qnrDetail(
  db: TenantDb,
  caller: QnrCaller & { role: Role },
  id: number,
  now: Date,
  log = true,
) {
  return db.transaction(async (tx) => {
    const row = await loadQnr(tx, caller, id, false, log ? { role: caller.role, readOnly: true } : undefined);
    if (row.template_id === null) throw qnrError('qnr_not_found');
    const model = await loadTemplateModel(tx, caller.customerId, row.template_id);
    const consents = caller.isStaff
      ? []
      : await consentsFor(tx, caller.customerId, row.template_id, row.patient_id);
    if (!caller.isStaff && row.properties.opened_at === undefined)
      await tx.query(
        `UPDATE queries SET properties = properties || jsonb_build_object('opened_at', $3::text) WHERE id = $1 AND customer_id = $2`,
        [row.id, caller.customerId, now.toISOString()],
      );
    const open =
      QNR_ANSWERABLE.includes(row.status) &&
      (row.valid_to === null || row.valid_to.getTime() > now.getTime()) &&
      (caller.isStaff || row.valid_from === null || row.valid_from.getTime() <= now.getTime());
    return {
      questionnaire: {
        id: row.id,
        title: row.title,
        status: row.status,
        patient_id: row.patient_id,
        patient_name: row.patient_name,
        valid_from: iso(row.valid_from),
        valid_to: iso(row.valid_to),
        archived: row.archived,
        hide_for_patient: row.hide_for_patient,
        share_with_recipient: row.share_with_recipient,
        seen_by_therapist: row.seen_by_therapist,
        security_level: row.security_level,
        saved_at: row.cache?.saved_at ?? null,
        submitted_at: row.cache?.submitted_at ?? null,
        rejectable: row.rejectable,
        reject_reason: rejectReason(row.properties),
      },
      model,
      answers: answersOf(row),
      consents,
      can_answer: open,
      can_reject: open && row.rejectable,
    };
  });
}
