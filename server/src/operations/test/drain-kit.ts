// What the drain test and the operations bench share: a demo staff member's token from a data
// folder, an upload held half-sent, the server's log awaited, and whether a process still runs.
import http from 'node:http';
import path from 'node:path';
import { openPgliteDatabase } from '../../db/pglite-database';
import { loadSessionKeys } from '../../session/session-keys';
import { issueSessionToken, type Role } from '../../session/session-token';
import type { Proc } from '../../test/built-server';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export async function staffToken(dataDir: string): Promise<string> {
  const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: number; customer_id: number; role: Role }>(
      `SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'staff'`,
    );
    const user = rows[0];
    if (!user) throw new Error('no demo staff');
    const keys = await loadSessionKeys(dataDir, {});
    return await issueSessionToken(db, keys, {
      customerId: user.customer_id,
      userId: user.id,
      role: user.role,
      device: 'trusted',
      validityMinutes: 30,
    });
  } finally {
    await db.close();
  }
}

/** Starts an upload of `total` bytes and sends `first` of them; `finish` sends the rest and resolves with the answer. */
export function startUpload(port: number, token: string, total: number, first: number) {
  let answer: (value: { status: number; body: string }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<{ status: number; body: string }>(
    (resolve, reject) => ((answer = resolve), (fail = reject)),
  );
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/api/files?name=drain.png',
      method: 'POST',
      headers: {
        host: `demo.localhost:${port}`,
        authorization: `Bearer ${token}`,
        'content-length': String(total),
      },
    },
    (response) => {
      let body = '';
      response.on('data', (c: Buffer) => (body += c.toString()));
      response.on('end', () => answer({ status: response.statusCode ?? 0, body }));
    },
  );
  request.on('error', fail);
  const head = Buffer.alloc(first, 7);
  PNG_HEAD.copy(head);
  request.write(head);
  return {
    finish: () => {
      request.end(Buffer.alloc(total - first, 7));
      return done;
    },
  };
}

/** Resolves once the server's output shows `pattern` (its log lines: no waiting on the clock). */
export const logged = (proc: Proc, pattern: RegExp) =>
  new Promise<void>((resolve) => {
    const check = () => (pattern.test(proc.stdout) ? resolve() : undefined);
    proc.child.stdout?.on('data', check);
    check();
  });

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
