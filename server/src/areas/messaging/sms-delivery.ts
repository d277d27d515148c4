// Sending an SMS through the adapter as a job (issue 31 item 6): a send writes its `sms` rows as
// queued and schedules one job each; the job claims the row (queued -> sent happens once), sends
// it with its reference, and a temporary failure throws, so the job runner tries again (1, 5, 30,
// 120 minutes) while the row stays queued. The gateway's delivery report then marks it delivered
// or failed. Nothing is sent twice: a row leaves `queued` only once, and the gateway sees the same
// reference on a repeat.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { AreaContext } from '../../area-kit/feature-area';
import type { Queryable } from '../../db/database';
import type { DueJob } from '../../jobs';
import { crossTenant } from '../../db/tenant-scope';
import { OutsideServiceError } from '../../http/outside-service-error';

export const SMS_SEND_JOB = 'messaging.send-sms';

export interface SmsJobPayload {
  smsId: number;
}

/** Writes one SMS as queued (its job is scheduled after the transaction: `scheduleSmsJobs`). */
export async function queueSms(
  tx: Queryable,
  sms: {
    customerId: number;
    userId: number;
    templateId: number | null;
    queryId?: number | null;
    content: string;
    to: string;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: string | number }>(
    `INSERT INTO sms (customer_id, sms_template_id, query_id, content, tlfmobil, create_user, uid, delivery_status, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, gen_random_uuid()::text, 'queued', 0) RETURNING id`,
    [sms.customerId, sms.templateId, sms.queryId ?? null, sms.content, sms.to, sms.userId],
  );
  return Number(rows[0]!.id);
}

/** One send job per queued SMS, due now. */
export async function scheduleSmsJobs(
  context: Pick<AreaContext, 'jobs' | 'clock'>,
  customerId: number,
  smsIds: readonly number[],
): Promise<void> {
  for (const smsId of smsIds)
    await context.jobs.schedule({
      name: SMS_SEND_JOB,
      runAt: context.clock.now(),
      payload: { smsId } satisfies SmsJobPayload,
      customerId,
      key: `sms:${smsId}`,
    });
}

/** The job: claims a queued SMS, sends it; throws on a gateway failure so the runner retries. */
export async function runSmsSendJob(job: DueJob, context: AreaContext): Promise<void> {
  const { smsId } = job.payload as SmsJobPayload;
  const db = crossTenant(context.db, 'a job: the SMS row names its tenant');
  const claimed = await db.query<{ content: string; tlfmobil: string; uid: string }>(
    `UPDATE sms SET attempts = attempts + 1 WHERE id = $1 AND delivery_status = 'queued'
     RETURNING content, tlfmobil, uid`,
    [smsId],
  );
  const sms = claimed.rows[0];
  if (!sms) return;
  try {
    await context.sms.send({ to: sms.tlfmobil, content: sms.content, reference: sms.uid });
  } catch (error) {
    if (error instanceof OutsideServiceError)
      context.log.warn(
        { service: error.service, answer: error.answer, smsId },
        'sms service failed; retried later',
      );
    throw error;
  }
  await db.query(`UPDATE sms SET delivery_status = 'sent' WHERE id = $1 AND delivery_status = 'queued'`, [
    smsId,
  ]);
}

/** Whether the delivery report's Bearer token is the gateway's shared secret (in constant time). */
export function reportSecretMatches(authorization: string | undefined, secret: string | undefined): boolean {
  if (!secret || !authorization?.startsWith('Bearer ')) return false;
  const given = createHash('sha256').update(authorization.slice(7)).digest();
  const wanted = createHash('sha256').update(secret).digest();
  return timingSafeEqual(given, wanted);
}

/** Stores a delivery report on its SMS (by our reference); false when no SMS of the tenant has it. */
export async function recordDelivery(
  db: Queryable,
  report: { reference: string; status: 'delivered' | 'failed'; reason?: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sms SET delivery_status = $2, delivery_reported_at = $3, failed_reason = $4
      WHERE uid = $1 AND deleted_at IS NULL RETURNING id`,
    [report.reference, report.status, now, report.status === 'failed' ? (report.reason ?? 'FAILED') : null],
  );
  return rows.length > 0;
}
