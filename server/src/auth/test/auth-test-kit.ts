import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HttpAnswer } from '../../test/http-request';
import type { TestServer } from '../../test/test-server';

// Helpers of the auth HTTP tests: Basic headers, a cookie jar like a browser's, the dev outbox.

export const DEMO_PASSWORD = 'Demo-1234';

export function basic(username: string, password?: string): string {
  return `Basic ${Buffer.from(password === undefined ? username : `${username}:${password}`).toString('base64')}`;
}

/** A browser's cookies for one host (path and expiry are what the server set; kept simple). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(answer: HttpAnswer): void {
    const header = answer.headers['set-cookie'] ?? [];
    for (const line of header) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  header(): Record<string, string> {
    return this.cookies.size === 0 ? {} : { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  }
}

export interface OutboxSms {
  to: string;
  content: string;
  sent_at: string;
}

export async function readOutbox<T>(server: TestServer, kind: 'sms' | 'email'): Promise<T[]> {
  try {
    const text = await readFile(path.join(server.config.dataDir, 'outbox', `${kind}.jsonl`), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  } catch {
    return [];
  }
}

/** The newest code of `digits` digits sent by SMS to a number. */
export async function latestSmsCode(server: TestServer, to: string, digits = 7): Promise<string> {
  const messages = (await readOutbox<OutboxSms>(server, 'sms')).filter((m) => m.to === to);
  const last = messages.at(-1);
  const code = last?.content.match(new RegExp(`\\b\\d{${digits}}\\b`))?.[0];
  if (!code) throw new Error(`no ${digits}-digit SMS code to ${to}`);
  return code;
}

export interface DemoUserRow {
  id: number;
  customer_id: number;
  username: string;
  mobile_phone: string;
  email: string | null;
  national_id: string | null;
  role: string;
}

export async function demoUser(server: TestServer, subdomain: string, username: string): Promise<DemoUserRow> {
  const { rows } = await server.db.query<DemoUserRow>(
    `SELECT u.id, u.customer_id, u.username, u.mobile_phone, u.email, u.national_id, u.role
       FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.username = $2`,
    [subdomain, username],
  );
  if (!rows[0]) throw new Error(`no user ${username}@${subdomain}`);
  return rows[0];
}

/** Every demo user of a tenant, by username. */
export async function demoUsernames(server: TestServer, subdomain: string): Promise<string[]> {
  const { rows } = await server.db.query<{ username: string }>(
    'SELECT u.username FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = $1 AND u.deleted_at IS NULL ORDER BY u.id',
    [subdomain],
  );
  return rows.map((r) => r.username);
}

/** A request through the jar: cookies sent and taken, like a browser. */
export async function browse(
  server: TestServer,
  jar: CookieJar,
  pathAndQuery: string,
  init: { host?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const answer = await server.request(pathAndQuery, { host: init.host, headers: { ...jar.header(), ...init.headers } });
  jar.take(answer);
  return answer;
}

/** The whole password + SMS login; answers the completing answer and the jar. */
export async function loginWithSms(
  server: TestServer,
  { host = 'demo.localhost', username, device = 'trusted', jar = new CookieJar() }: { host?: string; username: string; device?: 'trusted' | 'untrusted'; jar?: CookieJar },
): Promise<{ answer: HttpAnswer; jar: CookieJar; token: string }> {
  const subdomain = host.split('.')[0] ?? 'demo';
  const user = await demoUser(server, subdomain, username);
  const signin = await browse(server, jar, `/api/auth/signin?context=device_authorization&device=${device}`, {
    host,
    headers: { authorization: basic(username, DEMO_PASSWORD) },
  });
  if (signin.status !== 200) throw new Error(`signin ${signin.status}: ${signin.text}`);
  if (signin.json().token) return { answer: signin, jar, token: String(signin.json().token) };
  const sms = await browse(server, jar, '/api/auth/signin?context=device_authorization.sms-code', { host, headers: { authorization: basic(username) } });
  if (sms.status !== 200) throw new Error(`sms ${sms.status}: ${sms.text}`);
  const code = await latestSmsCode(server, user.mobile_phone);
  const check = await browse(server, jar, `/api/auth/check?context=device_authorization.sms-code&code=${code}`, { host });
  if (check.status !== 200) throw new Error(`check ${check.status}: ${check.text}`);
  return { answer: check, jar, token: String(check.json().token) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Closes a test server. On PostgreSQL, pg's Pool.end() resolves before its idle connections have
 * closed, and the harness then drops the database WITH (FORCE), which can hit a closing connection
 * with an unhandled 57P01 error. Giving the sockets a moment to close avoids that race here; the
 * lasting fix (a pool 'error' handler, waiting for the pool's 'remove' events) belongs to the
 * database layer.
 */
export async function closeTestServer(server: TestServer | undefined): Promise<void> {
  if (!server) return;
  if (server.db.kind === 'postgres') {
    const close = server.db.close.bind(server.db);
    server.db.close = async () => {
      await close();
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
  }
  await server.close();
}
