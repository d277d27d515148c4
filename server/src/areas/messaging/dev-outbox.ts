import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailSender } from './email-sender';
import type { SmsMessage, SmsSender } from './sms-sender';

// ARCHITECTURE.md §4: with no provider configured, messages go to DATA_DIR/outbox/*.jsonl, one JSON
// object a line, and to the server log. In production the log line leaves the content out, since
// it carries codes and links.

export interface OutboxOptions {
  dataDir: string;
  log: FastifyBaseLogger;
  /** Whether the log line may hold the message content (never in production). */
  logContent: boolean;
  now?: () => Date;
}

async function appendLine(file: string, record: Record<string, unknown>) {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(record)}\n`, { encoding: 'utf8', mode: 0o600 });
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createOutboxSmsSender({ dataDir, log, logContent, now = () => new Date() }: OutboxOptions): SmsSender {
  const file = path.join(outboxDir(dataDir), 'sms.jsonl');
  return {
    kind: 'outbox',
    async send({ to, content, reference }: SmsMessage) {
      await appendLine(file, { to, content, ...(reference ? { reference } : {}), sent_at: now().toISOString() });
      if (logContent) log.info({ outbox: 'sms', to, content }, 'dev outbox: SMS');
      else log.info({ outbox: 'sms' }, 'dev outbox: SMS written');
    },
  };
}

export function createOutboxEmailSender({ dataDir, log, logContent, now = () => new Date() }: OutboxOptions): EmailSender {
  const file = path.join(outboxDir(dataDir), 'email.jsonl');
  return {
    kind: 'outbox',
    async send({ to, subject, text }: EmailMessage) {
      await appendLine(file, { to, subject, text, sent_at: now().toISOString() });
      if (logContent) log.info({ outbox: 'email', to, subject, text }, 'dev outbox: e-mail');
      else log.info({ outbox: 'email' }, 'dev outbox: e-mail written');
    },
  };
}
