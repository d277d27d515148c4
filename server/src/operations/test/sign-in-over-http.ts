import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { basic, CookieJar, DEMO_PASSWORD } from '../../auth/test/auth-test-kit';
import { onPostgres } from '../../test/built-server';
import type { HttpAnswer } from '../../test/http-request';

// A demo user's whole sign-in (password, then the SMS code from the dev outbox) against built
// servers, as a browser on an untrusted device does it, for the process tests of issue 27.

export interface SignInSteps {
  token: string;
  /** The answers of the password step, the SMS step and the code check, in order. */
  steps: [password: HttpAnswer, sms: HttpAnswer, check: HttpAnswer];
}

/** The mobile number of a demo user, read from the database at `url`. */
export async function mobileOf(url: string, subdomain: string, username: string): Promise<string> {
  const { rows } = await onPostgres<{ mobile_phone: string }>(
    url,
    `SELECT u.mobile_phone FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2`,
    [subdomain, username],
  );
  if (!rows[0]) throw new Error(`no user ${username} in ${subdomain}`);
  return rows[0].mobile_phone;
}

/**
 * Signs `username` in through `send` (one server, or a proxy in front of several). `outboxDir`
 * names the DATA_DIR of the server that answered the SMS step, whose outbox holds the code.
 */
export async function signInWithSms(
  send: (pathAndQuery: string, headers: Record<string, string>) => Promise<HttpAnswer>,
  options: { username: string; mobile: string; outboxDir: (smsAnswer: HttpAnswer) => string },
): Promise<SignInSteps> {
  const jar = new CookieJar();
  const browse = async (pathAndQuery: string, headers: Record<string, string> = {}) => {
    const answer = await send(pathAndQuery, { ...jar.header(), ...headers });
    jar.take(answer);
    return answer;
  };
  const password = await browse('/api/auth/signin?context=device_authorization&device=untrusted', {
    authorization: basic(options.username, DEMO_PASSWORD),
  });
  if (password.status !== 200) throw new Error(`password step ${password.status}: ${password.text}`);
  const sms = await browse('/api/auth/signin?context=device_authorization.sms-code', {
    authorization: basic(options.username),
  });
  if (sms.status !== 200) throw new Error(`SMS step ${sms.status}: ${sms.text}`);
  const outbox = await readFile(path.join(options.outboxDir(sms), 'outbox', 'sms.jsonl'), 'utf8');
  const last = outbox
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; content: string })
    .filter((message) => message.to === options.mobile)
    .at(-1);
  const code = /\b\d{7}\b/.exec(last?.content ?? '')?.[0];
  if (!code) throw new Error(`no SMS code to ${options.mobile}`);
  const check = await browse(`/api/auth/check?context=device_authorization.sms-code&code=${code}`);
  if (check.status !== 200) throw new Error(`code check ${check.status}: ${check.text}`);
  return { token: String(check.json().token), steps: [password, sms, check] };
}
