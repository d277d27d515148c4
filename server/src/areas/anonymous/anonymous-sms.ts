// Issue 28 item 7: an anonymous invitation sent by SMS, through the messaging area's SMS queue (a
// queued `sms` row and its send job, retried by the job runner; sms-delivery.ts). The message is kept
// in `anonymous_sms` too. The numbers are the staff's to send to; the answers still keep no identity:
// nothing links an answer to a message.
import type { AreaContext } from '../../area-kit/feature-area';
import type { Queryable } from '../../db/database';
import { mobileNumber, queueSms, scheduleSmsJobs } from '../messaging';
import { anonymousError } from './anonymous-store';

/** The message in the tenant's language (Norwegian), with the link. */
export const invitationSmsText = (label: string, link: string) =>
  `Du er invitert til å svare anonymt${label ? ` på «${label}»` : ''}: ${link}`;

/** The numbers as E.164, or the first that is not a mobile number refused (nothing is sent). */
export function mobileNumbers(phones: readonly string[]) {
  return [...new Set(phones)].map((phone) => {
    const number = mobileNumber(phone);
    if (!number) throw anonymousError(400, 'anonymous.phoneInvalid', { phone: phone.slice(0, 40) });
    return number;
  });
}

/** Queues one SMS per number in one transaction; returns the sms ids (their jobs are planted after). */
export async function queueInvitationSms(
  tx: Queryable,
  who: { customerId: number; userId: number },
  invitationId: number,
  numbers: readonly string[],
  linkOf: (code: string) => string,
) {
  const { rows } = await tx.query<{ label: string | null; invitation_code: string }>(
    `SELECT label, invitation_code FROM anonymous_invitations
      WHERE customer_id = $1 AND id = $2 AND deleted_at IS NULL AND (valid_to IS NULL OR valid_to > now())`,
    [who.customerId, invitationId],
  );
  const invitation = rows[0];
  if (!invitation) throw anonymousError(404, 'anonymous.invitationNotFound');
  const content = invitationSmsText(invitation.label ?? '', linkOf(invitation.invitation_code));
  const ids: number[] = [];
  for (const to of numbers) {
    const smsId = await queueSms(tx, { ...who, templateId: null, content, to });
    await tx.query(
      `INSERT INTO anonymous_sms (customer_id, content, create_user, tlfmobil, uid)
       SELECT customer_id, content, create_user, tlfmobil, uid FROM sms WHERE id = $1`,
      [smsId],
    );
    ids.push(smsId);
  }
  return ids;
}

export async function sendInvitationSms(
  context: Pick<AreaContext, 'jobs' | 'clock'>,
  db: Queryable & { transaction<T>(run: (tx: Queryable) => Promise<T>): Promise<T> },
  who: { customerId: number; userId: number },
  input: { invitationId: number; phones: readonly string[]; linkOf: (code: string) => string },
) {
  const numbers = mobileNumbers(input.phones);
  const ids = await db.transaction((tx) =>
    queueInvitationSms(tx, who, input.invitationId, numbers, input.linkOf),
  );
  await scheduleSmsJobs(context, who.customerId, ids);
  return ids.length;
}
