// Sending (issue 13.5): after qnrResponse made the questionnaires, the send-orders page dispatches
// them: SENT, the security level, shared or not, and an SMS from one of the tenant's SMS templates
// to each participant through the SMS adapter, within the sender's message budget. The answer
// names each participant's problem (no mobile number, the budget, the gateway) as qnrResponse does.
import type { FastifyBaseLogger } from 'fastify';
import type { DispatchInput } from '@portal/rules';
import type { TenantDb } from '../../db/tenant-scope';
import { mobileNumber, takeMessageBudget, type SmsSender } from '../messaging';
import { qnrError } from './qnr-errors';
import type { QnrCaller } from './qnr-store';

interface Target {
  id: number;
  status: string;
  title: string;
  patient_id: number;
  full_name: string;
  mobile_phone: string | null;
}

export interface DispatchError {
  error: string;
  participant_id: number | null;
  query_id: number;
}

/** The SMS text: the template's, with {{name}}, {{title}} and {{link}} filled (the link added when absent). */
export function smsText(content: string, target: Pick<Target, 'full_name' | 'title'>, link: string): string {
  const filled = content
    .replaceAll('{{name}}', target.full_name.split(' ')[0] ?? '')
    .replaceAll('{{title}}', target.title)
    .replaceAll('{{link}}', link);
  return content.includes('{{link}}') ? filled : `${filled}\n${link}`;
}

export async function dispatchQnrs(
  deps: { db: TenantDb; sms: SmsSender; log: FastifyBaseLogger },
  actor: QnrCaller,
  input: DispatchInput,
  origin: string,
): Promise<{ sent: number[]; errors: DispatchError[] }> {
  if (!actor.isStaff) throw qnrError('qnr_forbidden');
  const { db, sms, log } = deps;
  const outgoing: { target: Target & { mobile_phone: string }; content: string; smsId: number }[] = [];
  const errors: DispatchError[] = [];
  const sent = await db.transaction(async (tx) => {
    const { rows } = await tx.query<Target>(
      `SELECT q.id, q.status, q.title, q.patient_id, r.full_name, r.mobile_phone
         FROM queries q JOIN recipients r ON r.id = q.patient_id AND r.customer_id = q.customer_id
        WHERE q.customer_id = $1 AND q.id = ANY($2::bigint[]) AND q.deleted_at IS NULL FOR UPDATE OF q`,
      [actor.customerId, input.query_ids],
    );
    const found = new Set(rows.map((r) => Number(r.id)));
    for (const id of input.query_ids)
      if (!found.has(id))
        errors.push({ error: 'questionnaire not found', participant_id: null, query_id: id });
    const ready = rows.filter((r) => {
      if (r.status === 'DRAFT' || r.status === 'SENT') return true;
      errors.push({
        error: `questionnaire is ${r.status}`,
        participant_id: Number(r.patient_id),
        query_id: Number(r.id),
      });
      return false;
    });
    const ids = ready.map((r) => Number(r.id));
    await tx.query(
      `UPDATE queries SET status = 'SENT', updated_by = $3,
              security_level = coalesce($4::smallint, security_level),
              share_with_recipient = coalesce($5::boolean, share_with_recipient)
        WHERE customer_id = $1 AND id = ANY($2::bigint[])`,
      [actor.customerId, ids, actor.userId, input.security_level ?? null, input.share_with_recipient ?? null],
    );
    if (!input.sms_template_id) return ids;
    const template = await tx.query<{ content: string }>(
      'SELECT content FROM sms_templates WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL AND active',
      [input.sms_template_id, actor.customerId],
    );
    const content = template.rows[0]?.content;
    if (content === undefined) throw qnrError('qnr_input_invalid', {}, { field: 'sms_template_id' });
    // Each number in one form (E.164, issue 26 item 12): checked, stored and sent so.
    const withPhone = ready.flatMap((r) => {
      const mobile = r.mobile_phone ? mobileNumber(r.mobile_phone) : null;
      if (mobile) return [{ ...r, mobile_phone: mobile }];
      errors.push({
        error: 'participant has no mobile number',
        participant_id: Number(r.patient_id),
        query_id: Number(r.id),
      });
      return [];
    });
    if (!(await takeMessageBudget(tx, actor, withPhone.length))) {
      for (const r of withPhone)
        errors.push({
          error: 'too many SMS: try again in a minute',
          participant_id: Number(r.patient_id),
          query_id: Number(r.id),
        });
      return ids;
    }
    for (const target of withPhone) {
      const text = smsText(content, target, `${origin}/qnr-view/${target.id}`);
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO sms (customer_id, query_id, sms_template_id, content, tlfmobil, create_user)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [actor.customerId, target.id, input.sms_template_id, text, target.mobile_phone, actor.userId],
      );
      outgoing.push({ target, content: text, smsId: Number(inserted[0]!.id) });
    }
    return ids;
  });
  // Sent after the commit: a gateway failure is that participant's error (and the questionnaire's, in
  // queries_error), never a rollback of the others.
  for (const { target, content } of outgoing) {
    try {
      await sms.send({ to: target.mobile_phone, content });
    } catch (error) {
      log.warn({ err: error, query_id: target.id }, 'questionnaire SMS failed');
      errors.push({
        error: 'the SMS could not be sent',
        participant_id: Number(target.patient_id),
        query_id: Number(target.id),
      });
      await db.query(
        `INSERT INTO queries_error (query_uuid, customer_id, error, properties)
         SELECT query_uuid, customer_id, 'SMS could not be sent', jsonb_build_object('sms', true) FROM queries WHERE id = $1 AND customer_id = $2`,
        [target.id, actor.customerId],
      );
    }
  }
  return { sent, errors };
}
