// Answering (issue 13.6) on the server: save (autosave), submit and reject, each checking the
// lifecycle, the validity window by the server's clock, the consents and the template's answer
// rules (packages/rules), and changing nothing when one says no.
import type { z } from 'zod';
import {
  QNR_ANSWERABLE,
  answersWithinLimits,
  QNR_EXPIRING,
  canMoveQnr,
  validateAnswers,
  type AnswerRow,
  type QnrStatus,
} from '@portal/rules';
import type { Queryable } from '../../db/database';
import type { TenantDb } from '../../db/tenant-scope';
import { answersInvalid, notAnswerable, qnrError, transitionForbidden } from './qnr-errors';
import { consentsFor, loadQnr, loadTemplateModel, type QnrCaller, type QnrRow } from './qnr-store';

/** The limit a too-long issue (or, for a union, one of its branches') names, else null. */
function tooLongLimit(issue: z.core.$ZodIssue): number | null {
  const own = /^answer_too_long:(\d+)$/.exec(issue.message)?.[1];
  if (own) return Number(own);
  if (issue.code !== 'invalid_union') return null;
  for (const inner of issue.errors.flat()) {
    const limit = tooLongLimit(inner);
    if (limit !== null) return limit;
  }
  return null;
}

/**
 * The answer limits (issue 24 case 2) on answers the contract let through: a text over its limit is
 * refused with qnr_answer_too_long and the limit, the field's path beside it.
 */
export function answersWithinLimit(answers: AnswerRow[]): AnswerRow[] {
  const parsed = answersWithinLimits.safeParse({ answers });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const max = tooLongLimit(issue);
      if (max !== null)
        throw qnrError('qnr_answer_too_long', { max: String(max) }, { field: issue.path.join('.'), max });
    }
    throw qnrError('qnr_input_invalid', {}, { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  }
  return parsed.data.answers;
}

/** Marks one questionnaire expired in its own transaction (the refusal that follows must not undo it). */
async function expireNow(db: TenantDb, customerId: number, id: number) {
  await db.transaction(async (tx) => {
    await tx.query("SELECT set_config('portal.decided_by', 'server', true)");
    await tx.query(
      `UPDATE queries SET status = 'EXPIRED', updated_by = NULL WHERE id = $1 AND customer_id = $2 AND status = ANY($3::text[])`,
      [id, customerId, QNR_EXPIRING],
    );
  });
}

/** Refuses a write outside the validity window or the answerable statuses. */
async function requireAnswerable(db: TenantDb, actor: QnrCaller, row: QnrRow, now: Date) {
  if (row.valid_to && row.valid_to.getTime() <= now.getTime()) {
    if (QNR_EXPIRING.includes(row.status)) await expireNow(db, actor.customerId, row.id);
    throw qnrError('qnr_expired');
  }
  if (!QNR_ANSWERABLE.includes(row.status)) throw notAnswerable(row.status);
  if (row.status === 'DRAFT' && !actor.isStaff) throw qnrError('qnr_not_found');
  if (row.valid_from && row.valid_from.getTime() > now.getTime() && !actor.isStaff)
    throw qnrError('qnr_not_yet_valid');
}

async function requireConsents(tx: Queryable, actor: QnrCaller, row: QnrRow) {
  if (actor.isStaff || row.template_id === null) return;
  const consents = await consentsFor(tx, actor.customerId, row.template_id, row.patient_id);
  if (consents.some((c) => !c.accepted)) throw qnrError('qnr_consents_missing');
}

async function writeAnswers(
  tx: Queryable,
  actor: QnrCaller,
  row: QnrRow,
  answers: AnswerRow[],
  status: QnrStatus,
  now: Date,
  extra: { submitted?: boolean } = {},
) {
  if (status !== row.status && !canMoveQnr(row.status, status)) throw transitionForbidden(row.status, status);
  // STARTED and ANSWERED are the participant's decision (guard_decided_status, migration 1001).
  await tx.query("SELECT set_config('portal.decided_by', 'recipient', true)");
  // Who wrote these answers travels with them into every logged version (the history's authorship).
  const cache = {
    answers,
    saved_at: now.toISOString(),
    saved_by: { user_id: actor.userId, participant: !actor.isStaff },
    ...(extra.submitted ? { submitted_at: now.toISOString() } : {}),
  };
  await tx.query(
    `UPDATE queries SET cache = $3::jsonb, status = $4, updated_by = $5,
            seen_by_therapist = CASE WHEN $6::boolean THEN false ELSE seen_by_therapist END
      WHERE id = $1 AND customer_id = $2`,
    [
      row.id,
      actor.customerId,
      JSON.stringify(cache),
      status,
      actor.userId,
      extra.submitted === true && !actor.isStaff,
    ],
  );
}

/** Autosave: the answers so far (types checked, nothing required yet); SENT becomes STARTED. */
export async function saveAnswers(
  db: TenantDb,
  actor: QnrCaller,
  id: number,
  answers: AnswerRow[],
  now: Date,
) {
  const row = await db.transaction((tx) => loadQnr(tx, actor, id));
  await requireAnswerable(db, actor, row, now);
  return db.transaction(async (tx) => {
    const locked = await loadQnr(tx, actor, id, true);
    if (!QNR_ANSWERABLE.includes(locked.status)) throw notAnswerable(locked.status);
    await requireConsents(tx, actor, locked);
    const model = await loadTemplateModel(tx, actor.customerId, Number(locked.template_id));
    const problems = validateAnswers(model, answers, { complete: false });
    if (problems.length > 0) throw answersInvalid(problems);
    const status: QnrStatus =
      locked.status === 'DRAFT' || locked.status === 'SENT' ? 'STARTED' : locked.status;
    await writeAnswers(tx, actor, locked, answers, status, now);
    return { status, saved_at: now.toISOString() };
  });
}

/** Submit: every visible required question answered, by the template's rules; becomes ANSWERED. */
export async function submitAnswers(
  db: TenantDb,
  actor: QnrCaller,
  id: number,
  answers: AnswerRow[],
  now: Date,
) {
  const row = await db.transaction((tx) => loadQnr(tx, actor, id));
  await requireAnswerable(db, actor, row, now);
  return db.transaction(async (tx) => {
    const locked = await loadQnr(tx, actor, id, true);
    if (!QNR_ANSWERABLE.includes(locked.status)) throw notAnswerable(locked.status);
    await requireConsents(tx, actor, locked);
    const model = await loadTemplateModel(tx, actor.customerId, Number(locked.template_id));
    const problems = validateAnswers(model, answers, { complete: true });
    if (problems.length > 0) throw answersInvalid(problems);
    await writeAnswers(tx, actor, locked, answers, 'ANSWERED', now, { submitted: true });
    return { status: 'ANSWERED' as const, saved_at: now.toISOString() };
  });
}

/** Reject: only where the template is rejectable, while it can still be answered. */
export async function rejectQnr(
  db: TenantDb,
  actor: QnrCaller,
  id: number,
  reason: string | null,
  now: Date,
) {
  const row = await db.transaction((tx) => loadQnr(tx, actor, id));
  await requireAnswerable(db, actor, row, now);
  if (!row.rejectable) throw qnrError('qnr_not_rejectable');
  return db.transaction(async (tx) => {
    const locked = await loadQnr(tx, actor, id, true);
    if (!canMoveQnr(locked.status, 'REJECTED')) throw transitionForbidden(locked.status, 'REJECTED');
    await tx.query("SELECT set_config('portal.decided_by', 'recipient', true)");
    await tx.query(
      `UPDATE queries SET status = 'REJECTED', rejected = true, updated_by = $3,
              seen_by_therapist = CASE WHEN $5::boolean THEN false ELSE seen_by_therapist END,
              properties = properties || jsonb_build_object('reject_reason', $4::text, 'rejected_at', $6::text)
        WHERE id = $1 AND customer_id = $2`,
      [id, actor.customerId, actor.userId, reason, !actor.isStaff, now.toISOString()],
    );
    return { status: 'REJECTED' as const };
  });
}

/** The participant accepts the template's consents (consents + consent_patient, ACCEPTED). */
export async function acceptConsents(
  db: TenantDb,
  actor: QnrCaller,
  id: number,
  consentTemplateIds: number[],
) {
  // Issue 24.6: a consent is the participant's own decision; staff cannot give it in their name.
  if (actor.isStaff) throw qnrError('qnr_consent_participant_only');
  return db.transaction(async (tx) => {
    const row = await loadQnr(tx, actor, id);
    if (row.patient_id === null || row.template_id === null) throw qnrError('qnr_not_found');
    const asked = await consentsFor(tx, actor.customerId, row.template_id, row.patient_id);
    const askedIds = new Set(asked.map((c) => c.id));
    if (consentTemplateIds.some((c) => !askedIds.has(c)))
      throw qnrError('qnr_input_invalid', {}, { field: 'consent_template_ids' });
    await tx.query("SELECT set_config('portal.decided_by', 'recipient', true)");
    for (const consent of asked.filter((c) => consentTemplateIds.includes(c.id) && !c.accepted)) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO consents (customer_id, consent_template_id, title, description, type, "group", region, accepted, status, query_id)
         SELECT customer_id, id, title, description, type, "group", region, true, 'ACCEPTED', $3 FROM consent_templates
          WHERE id = $1 AND customer_id = $2 RETURNING id`,
        [consent.id, actor.customerId, row.id],
      );
      await tx.query(
        `INSERT INTO consent_patient (consent_id, patient_id, customer_id, accepted, status) VALUES ($1, $2, $3, true, 'ACCEPTED')`,
        [rows[0]!.id, row.patient_id, actor.customerId],
      );
    }
    return { accepted: consentTemplateIds };
  });
}
