import pino from 'pino';
import { randomToken, CodeHasher } from '../auth/code-hasher';
import { INVITATION_LINK_TTL_MS } from '../auth/invitation';
import { OneTimeCodes } from '../auth/one-time-codes';
import type { Config } from '../config/config';
import type { Queryable } from '../db/database';
import {
  createOutboxEmailSender,
  createOutboxSmsSender,
  createSmsGateway,
  createSmtpEmailSender,
  type EmailSender,
  type SmsSender,
} from '../areas/messaging';
import type { SessionKeys } from '../session/session-keys';

// A user the operator creates has no password: they get a set-password link, which is an invitation
// link of the reset journey (§4 Invitation): the link, then a 6-digit SMS code to their mobile, then
// their password. The link goes by SMS (and e-mail when the user has an address) through the same
// providers or dev outbox as every other message; it is stored only as a keyed hash.

export interface LinkRecipient {
  customerId: number;
  userId: number;
  subdomain: string;
  tenantName: string;
  mobile: string;
  email?: string;
}

/** The tenant's address as people open it: the option given, else BASE_DOMAIN and PORT. */
export function tenantOrigin(config: Pick<Config, 'BASE_DOMAIN' | 'PORT'>, subdomain: string, origin?: string): string {
  if (origin) return origin.replace('{subdomain}', subdomain).replace(/\/+$/, '');
  const port = config.PORT === 80 ? '' : `:${config.PORT}`;
  return `http://${subdomain}.${config.BASE_DOMAIN}${port}`;
}

/** The dev outbox or the real providers, as the server's messaging plugin chooses them, for a command. */
export function commandMessaging(config: Config): { sms: SmsSender; email: EmailSender } {
  // The outbox logs only that it wrote (never the content: the link is a secret), to stderr.
  const log = pino({ level: 'warn' }, pino.destination(2));
  const outbox = { dataDir: config.dataDir, log, logContent: false };
  return {
    sms: config.SMS_GATEWAY_URL
      ? createSmsGateway({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER })
      : createOutboxSmsSender(outbox),
    email: config.SMTP_URL
      ? createSmtpEmailSender({ url: config.SMTP_URL, from: config.SMTP_FROM ?? 'no-reply@localhost' })
      : createOutboxEmailSender(outbox),
  };
}

/** Issues the user's set-password (invitation) link and sends it; answers where it went. */
export async function sendSetPasswordLink(
  db: Queryable,
  keys: SessionKeys,
  messaging: { sms: SmsSender; email: EmailSender },
  recipient: LinkRecipient,
  origin: string,
): Promise<{ link: string; sentTo: string[] }> {
  const codes = new OneTimeCodes(db, await CodeHasher.fromSessionKeys(keys), { now: () => new Date() });
  const code = randomToken();
  await codes.issue({
    customerId: recipient.customerId,
    userId: recipient.userId,
    purpose: 'invitation',
    code,
    binding: `user:${recipient.userId}`,
    ttlMs: INVITATION_LINK_TTL_MS,
  });
  const link = `${origin}/reset-password?code=${encodeURIComponent(code)}`;
  const text = `${recipient.tenantName}: choose your password here (valid 7 days) / velg passordet ditt her (gyldig 7 dager): ${link}`;
  await messaging.sms.send({ to: recipient.mobile, content: text });
  const sentTo = [`SMS to ${recipient.mobile}${messaging.sms.kind === 'outbox' ? ' (dev outbox)' : ''}`];
  if (recipient.email) {
    await messaging.email.send({ to: recipient.email, subject: `${recipient.tenantName}: choose your password`, text });
    sentTo.push(`e-mail to ${recipient.email}`);
  }
  return { link, sentTo };
}
