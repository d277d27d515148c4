// Reads the dev outbox of a test server (ARCHITECTURE.md §4): DATA_DIR/outbox/{sms,email}.jsonl.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxSms {
  to: string;
  content: string;
  sent_at: string;
}

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

function readLines<T>(dataDir: string, kind: 'sms' | 'email'): T[] {
  const file = path.join(dataDir, 'outbox', `${kind}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export const readSmsOutbox = (dataDir: string) => readLines<OutboxSms>(dataDir, 'sms');
export const readEmailOutbox = (dataDir: string) => readLines<OutboxEmail>(dataDir, 'email');

async function poll<T>(read: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The code (`digits` long) of the first SMS after the first `after` ones. */
export function waitForSmsCode(dataDir: string, after: number, digits: number): Promise<string> {
  const pattern = new RegExp(`\\b\\d{${digits}}\\b`);
  return poll(() => {
    const sms = readSmsOutbox(dataDir)[after];
    return sms ? pattern.exec(sms.content)?.[0] : undefined;
  }, `SMS code of ${digits} digits`);
}

/** The first http(s) link of the first e-mail after the first `after` ones. */
export function waitForEmailLink(dataDir: string, after: number): Promise<string> {
  return poll(() => {
    const mail = readEmailOutbox(dataDir)[after];
    return mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
  }, 'e-mail link');
}
