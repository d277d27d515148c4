import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config';
import { createOutboxEmailSender, createOutboxSmsSender } from './dev-outbox';
import type { EmailSender } from './email-sender';
import { createSmsGateway } from './sms-gateway';
import type { SmsSender } from './sms-sender';
import { createSmtpEmailSender } from './smtp-email-sender';

export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS and e-mail: real providers when SMS_* / SMTP_* are set, else the dev outbox. */
    messaging: Messaging;
  }
}

export interface MessagingOptions {
  config: Pick<Config, 'dataDir' | 'NODE_ENV' | 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_TOKEN' | 'SMS_SENDER' | 'SMTP_URL' | 'SMTP_FROM'>;
}

type EmailConfig = Pick<Config, 'dataDir' | 'NODE_ENV' | 'SMTP_URL' | 'SMTP_FROM'>;

/** The e-mail sender of the configuration: SMTP when SMTP_URL is set, else the dev outbox. */
export function createEmailSender(config: EmailConfig, log: FastifyBaseLogger): EmailSender {
  return config.SMTP_URL
    ? createSmtpEmailSender({ url: config.SMTP_URL, from: config.SMTP_FROM ?? 'no-reply@localhost' })
    : createOutboxEmailSender({ dataDir: config.dataDir, log, logContent: config.NODE_ENV === 'development' });
}

export const messagingPlugin = fp<MessagingOptions>(
  async (app, { config }) => {
    const log = app.log.child({ plugin: 'messaging' });
    const outbox = { dataDir: config.dataDir, log, logContent: config.NODE_ENV === 'development' };
    const sms = config.SMS_GATEWAY_URL
      ? createSmsGateway({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER })
      : createOutboxSmsSender(outbox);
    const email = createEmailSender(config, log);
    app.decorate('messaging', { sms, email });
  },
  { name: 'messaging' },
);
