// The SMS that tells a participant a document waits for their signature (issue 14 part 8). It
// takes the one message budget of the staff member who sends it (messaging/message-budget.ts,
// issue 24 case 9), like sendSms, insertNotification and invitations; and the names in it (the
// document's title, the tenant's name) are chosen by people, so they are cleaned and bounded.
import { ApiError } from '../../../http/api-error';
import { smsName, takeMessageBudget } from '../../messaging';
import { tenantOrigin } from '../../../operations';
import type { Asker } from '../document-access';
import type { DocumentLanguage } from '../document-pdf';
import type { Share, SigningDeps } from './signing-flow';

/** At most one signing SMS per shared document in this time, however often it is sent again. */
export const SIGNING_SMS_INTERVAL_MS = 10 * 60_000;
/** The longest document title an SMS carries (the rest is cut with an ellipsis). */
export const SMS_TITLE_MAX = 60;
/** The longest tenant name an SMS carries. */
const SMS_TENANT_MAX = 40;

/** The signing request's text, in the participant's language. */
export function signingSmsText(tenantName: string, title: string, link: string, language: DocumentLanguage): string {
  const tenant = smsName(tenantName, SMS_TENANT_MAX);
  const name = smsName(title, SMS_TITLE_MAX);
  return language === 'no'
    ? `${tenant}: Du har fått «${name}» til signering. Logg inn for å lese og signere: ${link}`
    : `${tenant}: You have "${name}" to sign. Sign in to read and sign it: ${link}`;
}

/**
 * Tells the participant by SMS (not again within SIGNING_SMS_INTERVAL_MS for the same document and
 * number). Over the sender's message budget it refuses with 429 `too_many_messages`; the caller's
 * transaction then keeps nothing of the request.
 */
export async function tellSigner(
  deps: SigningDeps,
  asker: Asker,
  share: Share,
  language: DocumentLanguage,
): Promise<boolean> {
  if (!share.patient_mobile) return false;
  const now = deps.now();
  const since = new Date(now.getTime() - SIGNING_SMS_INTERVAL_MS);
  const recent = await deps.db.query(
    `SELECT 1 FROM document_sms ds JOIN sms s ON s.id = ds.sms_id AND s.customer_id = ds.customer_id
      WHERE ds.customer_id = $1 AND ds.document_id = $2 AND s.tlfmobil = $3 AND s.created_at > $4 LIMIT 1`,
    [asker.customerId, share.document_id, share.patient_mobile, since],
  );
  if (recent.rows.length > 0) return false;
  if (!(await takeMessageBudget(deps.db, { customerId: asker.customerId, userId: asker.userId }, 1, now)))
    throw new ApiError(429, 'too_many_messages', 'Too many messages sent: try again in a minute');
  const link = `${tenantOrigin(deps.config, asker.tenant.subdomain)}/customer/documents/sign/${share.id}`;
  const content = signingSmsText(asker.tenant.name, share.title, link, language);
  const { rows } = await deps.db.query<{ id: number }>(
    `INSERT INTO sms (customer_id, content, tlfmobil, create_user, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
    [asker.customerId, content, share.patient_mobile, asker.userId, now],
  );
  await deps.db.query('INSERT INTO document_sms (document_id, sms_id, customer_id) VALUES ($1, $2, $3)', [
    share.document_id,
    rows[0]?.id,
    asker.customerId,
  ]);
  await deps.sms.send({ to: share.patient_mobile, content });
  return true;
}
