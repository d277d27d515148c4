// Managing questionnaires (issue 13.5, 13.7, 13.8): staff send, archive, delete, hide, share,
// mark seen and send again; a participant starts a generate_on_start template; the expiry sweep.
// Every status move is checked against the lifecycle here (a clear code) and by the database.
import { QNR_EXPIRING, canMoveQnr, type ManageInput, type QnrStatus, type StartInput } from '@portal/rules';
import type { Database, Queryable } from '../../db/database';
import type { TenantDb } from '../../db/tenant-scope';
import { qnrError, transitionForbidden } from './qnr-errors';
import { loadQnr, type QnrCaller } from './qnr-store';
import { effectiveTemplates, templateSnapshot } from './templates';

function requireStaff(actor: QnrCaller) {
  if (!actor.isStaff) throw qnrError('qnr_forbidden');
}

async function move(tx: Queryable, actor: QnrCaller, id: number, from: QnrStatus, to: QnrStatus, set = '') {
  if (!canMoveQnr(from, to)) throw transitionForbidden(from, to);
  await tx.query(
    `UPDATE queries SET status = $3, updated_by = $4 ${set} WHERE id = $1 AND customer_id = $2`,
    [id, actor.customerId, to, actor.userId],
  );
}

export async function manageQnr(db: TenantDb, actor: QnrCaller, id: number, input: ManageInput, now: Date) {
  requireStaff(actor);
  return db.transaction(async (tx) => {
    const row = await loadQnr(tx, actor, id, true);
    const flag = (column: string, value: boolean) =>
      tx.query(`UPDATE queries SET ${column} = $3, updated_by = $4 WHERE id = $1 AND customer_id = $2`, [
        id,
        actor.customerId,
        value,
        actor.userId,
      ]);
    switch (input.action) {
      case 'archive':
        await move(tx, actor, id, row.status, 'ARCHIVED', ', archived = true');
        break;
      case 'send':
        await move(tx, actor, id, row.status, 'SENT');
        break;
      case 'resend': {
        const validTo = new Date(input.valid_to);
        if (validTo.getTime() <= now.getTime())
          throw qnrError('qnr_input_invalid', {}, { field: 'valid_to' });
        if (row.status !== 'EXPIRED') throw transitionForbidden(row.status, 'SENT');
        await tx.query(`UPDATE queries SET valid_to = $3 WHERE id = $1 AND customer_id = $2`, [
          id,
          actor.customerId,
          validTo,
        ]);
        await move(tx, actor, id, row.status, 'SENT');
        break;
      }
      case 'delete':
        await tx.query(
          `UPDATE queries SET deleted_at = $3, updated_by = $4 WHERE id = $1 AND customer_id = $2`,
          [id, actor.customerId, now, actor.userId],
        );
        break;
      case 'hide':
      case 'unhide':
        await flag('hide_for_patient', input.action === 'hide');
        break;
      case 'share':
      case 'unshare':
        await flag('share_with_recipient', input.action === 'share');
        break;
      case 'seen':
      case 'unseen':
        await flag('seen_by_therapist', input.action === 'seen');
        break;
    }
    return { ok: true };
  });
}

/** Sets EXPIRED every questionnaire of every tenant whose valid_to has passed while it was open: the sweep. */
export async function expireDue(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('portal.decided_by', 'server', true)");
    const { rows } = await tx.query(
      // No user wrote this version: the history names the server (qnr-history.ts), not the last writer.
      `UPDATE queries SET status = 'EXPIRED', updated_by = NULL
        WHERE status = ANY($1::text[]) AND valid_to <= $2 AND deleted_at IS NULL RETURNING id`,
      [QNR_EXPIRING, now],
    );
    return rows.length;
  });
}

/**
 * generate_on_start (§3 template_flags): the questionnaire of such a template is made when the
 * participant starts it (or staff for the chosen participant). An open one of the same template is
 * reused, so a double click never makes two.
 */
export async function startQnr(db: TenantDb, actor: QnrCaller, input: StartInput, now: Date) {
  return db.transaction(async (tx) => {
    const recipient = await tx.query<{ id: number }>(
      actor.isStaff
        ? 'SELECT id FROM recipients WHERE id = $2 AND customer_id = $1 AND deleted_at IS NULL'
        : 'SELECT id FROM recipients WHERE user_id = $2 AND customer_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
      [actor.customerId, actor.isStaff ? (input.patient_id ?? 0) : actor.userId],
    );
    const patientId = recipient.rows[0] ? Number(recipient.rows[0].id) : null;
    if (patientId === null) throw qnrError('qnr_not_found');
    // generate_on_start as the tenant has it: a genesis template's override decides.
    const t = (await effectiveTemplates(tx, actor.customerId, [input.template_id])).get(input.template_id);
    if (!t || t.archived || t.hide || !t.generate_on_start) throw qnrError('qnr_not_found');
    const open = await tx.query<{ id: number }>(
      `SELECT id FROM queries WHERE customer_id = $1 AND patient_id = $2 AND template_id = $3 AND deleted_at IS NULL
          AND status IN ('SENT', 'STARTED') AND (valid_to IS NULL OR valid_to > $4) ORDER BY id DESC LIMIT 1`,
      [actor.customerId, patientId, t.id, now],
    );
    if (open.rows[0]) return { id: Number(open.rows[0].id), created: false };
    const validTo = t.valid_days === null ? null : new Date(now.getTime() + t.valid_days * 86_400_000);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO queries (customer_id, patient_id, template_id, title, status, initiator, valid_from, valid_to, created_by, updated_by, properties)
       VALUES ($1, $2, $3, $4, 'SENT', $5, $6, $7, $8, $8, $9::jsonb) RETURNING id`,
      [
        actor.customerId,
        patientId,
        t.id,
        t.title,
        actor.isStaff ? 'THERAPIST' : 'PATIENT',
        now,
        validTo,
        actor.userId,
        JSON.stringify({ generated_on_start: true, template: templateSnapshot(t) }),
      ],
    );
    return { id: Number(rows[0]!.id), created: true };
  });
}
