import http from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pglite-database';
import { loadSessionKeys } from '../session/session-keys';
import { issueSessionToken, type Role } from '../session/session-token';
import { buildServerOnce, copiedDataDir, spawnServer, type Proc } from '../test/built-server';

// Issue 27 item 3: every way a server is stopped drains it. An upload is half sent when the signal
// comes; the rest is sent only once the server has said it is draining, and the upload must still
// complete, the server must exit, and nothing may be left running.
const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function staffToken(dataDir: string): Promise<string> {
  const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ id: number; customer_id: number; role: Role }>(
      `SELECT u.id, u.customer_id, u.role FROM users u JOIN customers c ON c.id = u.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'staff'`,
    );
    const user = rows[0];
    if (!user) throw new Error('no demo staff');
    const keys = await loadSessionKeys(dataDir, {});
    return await issueSessionToken(db, keys, { customerId: user.customer_id, userId: user.id, role: user.role, device: 'trusted', validityMinutes: 30 });
  } finally {
    await db.close();
  }
}

/** Starts an upload of `total` bytes and sends `first` of them; `finish` sends the rest and resolves with the answer. */
function startUpload(port: number, token: string, total: number, first: number) {
  let answer: (value: { status: number; body: string }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => ((answer = resolve), (fail = reject)));
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      path: '/api/files?name=drain.png',
      method: 'POST',
      headers: { host: `demo.localhost:${port}`, authorization: `Bearer ${token}`, 'content-length': String(total) },
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
const logged = (proc: Proc, pattern: RegExp) =>
  new Promise<void>((resolve) => {
    const check = () => (pattern.test(proc.stdout) ? resolve() : undefined);
    proc.child.stdout?.on('data', check);
    check();
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// `twice`: the same signal again once the server is draining (an impatient operator, a runtime's retry).
type Path = { name: string; npm: boolean; twice?: boolean; signal: (proc: Proc) => void };
const group = (signal: NodeJS.Signals) => (p: Proc) => process.kill(-(p.child.pid ?? 0), signal);
const PATHS: Path[] = [
  { name: 'SIGTERM to the server alone', npm: false, signal: (p) => p.child.kill('SIGTERM') },
  { name: 'SIGTERM twice to the server', npm: false, twice: true, signal: (p) => p.child.kill('SIGTERM') },
  { name: 'SIGTERM to npm alone (a container runtime)', npm: true, signal: (p) => p.child.kill('SIGTERM') },
  { name: 'SIGTERM to the process group of npm start (systemd)', npm: true, signal: group('SIGTERM') },
  { name: 'SIGINT twice to the process group of npm start (Ctrl-C)', npm: true, twice: true, signal: group('SIGINT') },
];

describe('stopping the server drains it on every path', () => {
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    buildServerOnce();
    // A folder with the demo data (a first start's, copied: this file proves stopping, not starting).
    dataDir = await copiedDataDir('seeded', 'portal-drain-');
    token = await staffToken(dataDir);
  }, 180_000);
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it.each(PATHS)('$name: the upload in flight completes, and the server exits', async ({ npm, twice, signal }) => {
    const proc = spawnServer({
      env: { DATA_DIR: dataDir, DEMO_DATA: 'off' },
      ...(npm ? { command: ['npm', 'start', '--silent', '--', '--no-build'] as [string, ...string[]], detached: true } : {}),
    });
    const port = await proc.ready;
    const serverPid = Number(/"pid":(\d+)/.exec(proc.stdout)?.[1]);
    const upload = startUpload(port, token, 4 * MB, MB);
    // The server has the request (Fastify's "incoming request" line) before the signal is sent.
    await logged(proc, /"path":"\/api\/files".*"incoming request"/);
    signal(proc);
    await logged(proc, /shutting down: draining/);
    if (twice) signal(proc);
    const answer = await upload.finish();
    expect(answer.status, answer.body).toBe(201);
    await proc.exited;
    expect(alive(serverPid)).toBe(false);
    expect(proc.stdout).toMatch(/"drainMs":\d+/);
    if (!npm) expect(proc.child.exitCode).toBe(0);
  }, 120_000);
});
