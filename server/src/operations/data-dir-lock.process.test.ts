import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pglite-database';
import { httpRequest } from '../test/http-request';
import { LOCK_FILE } from './data-dir-lock';
import { copiedDataDir, runBuiltCommand, spawnServer } from '../test/built-server';

// Issue 18 item 1: one process per embedded data folder, proven with real processes.
// The processes are the build's (server/dist), as `npm start` and `npm run tenant` run them; each
// folder is a copy of a stopped first start's (this file proves the lock, not the first start).
const dirs: string[] = [];
const dataDir = async (content: 'seeded' | 'migrated') => {
  const dir = await copiedDataDir(content, 'portal-lock-');
  dirs.push(dir);
  return dir;
};

/** The built server, started and ready; `stop` is SIGTERM, `kill` is kill -9, each awaiting the exit. */
async function startServer(env: Record<string, string>) {
  const proc = spawnServer({ env: { LOG_LEVEL: 'info', ...env } });
  const port = await proc.ready;
  const signal = (name: NodeJS.Signals) => async () => {
    proc.child.kill(name);
    await proc.exited;
  };
  return { child: proc.child, port, stop: signal('SIGTERM'), kill: signal('SIGKILL') };
}
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** One acknowledged write: the reset e-mail call writes a login-audit row for the username. */
async function write(port: number, username: string): Promise<void> {
  const answer = await httpRequest(port, '/api/auth/send-reset-password-email', {
    host: `demo.localhost:${port}`,
    headers: { authorization: `Basic ${Buffer.from(username).toString('base64')}` },
  });
  expect(answer.status).toBe(200);
}

const HELD_LINE = /^DATA_DIR .* is in use by process (\d+) \(the portal server, since [^)]+\); stop it first$/;

describe('one process per data folder', () => {
  it('refuses a second server, the seed and the tenant command on a held folder, and keeps every acknowledged write', async () => {
    const dir = await dataDir('seeded');
    const first = await startServer({ DATA_DIR: dir });
    for (let i = 0; i < 8; i += 1) await write(first.port, `lock-test-${i}`);

    const second = await runBuiltCommand('main', [], { DATA_DIR: dir, PORT: '0', NODE_ENV: 'production', DEV_OUTBOX: 'on' });
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(Number(HELD_LINE.exec(second.stderr.trim())?.[1])).toBe(first.child.pid);

    const seed = await runBuiltCommand('seed-cli', [], { DATA_DIR: dir });
    expect(seed.code).toBe(1);
    expect(seed.stderr.trim()).toMatch(HELD_LINE);
    expect(seed.stdout).not.toMatch(/Demo data loaded/);

    const tenant = await runBuiltCommand('tenant-cli', ['list'], { DATA_DIR: dir });
    expect(tenant.code).toBe(1);
    expect(tenant.stderr.trim()).toMatch(HELD_LINE);

    for (let i = 8; i < 16; i += 1) await write(first.port, `lock-test-${i}`);
    await first.stop();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const db = await openPgliteDatabase(path.join(dir, 'pglite'));
    const written = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_audit WHERE username LIKE 'lock-test-%'`);
    // A forced seed would have replaced the demo tenants (new ids, their audit rows gone).
    const tenants = await db.query<{ id: number }>(`SELECT id::int AS id FROM customers ORDER BY id`);
    await db.close();
    expect(written.rows[0]?.n).toBe(16);
    expect(tenants.rows.map((row) => row.id)).toEqual([1, 2]);
  }, 120_000);

  it('takes the folder over after the holder was killed with kill -9', async () => {
    const dir = await dataDir('migrated');
    const first = await startServer({ DATA_DIR: dir, DEMO_DATA: 'off' });
    await first.kill();
    const stale = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(stale.pid).toBe(first.child.pid);

    const next = await startServer({ DATA_DIR: dir, DEMO_DATA: 'off' });
    const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(next.child.pid);
    await next.stop();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
