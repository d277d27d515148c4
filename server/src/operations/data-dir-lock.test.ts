import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartOf } from './data-dir-lock';

// The lock's rules on files this test writes (the real processes are in data-dir-lock.process.test.ts).
const dirs: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-lockunit-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const holderFile = (dir: string, content: unknown) =>
  writeFileSync(path.join(dir, LOCK_FILE), typeof content === 'string' ? content : JSON.stringify(content));
const held = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number; command: string };

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, naming it, and leaves its lock alone', async () => {
    const dir = await folder();
    const parent = { pid: process.ppid, processStart: processStartOf(process.ppid) ?? '', command: 'the portal server', since: '2026-01-01T00:00:00.000Z' };
    holderFile(dir, parent);
    const refused = await lockDataDir(dir, 'npm run seed').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `DATA_DIR ${dir} is in use by process ${process.ppid} (the portal server, since 2026-01-01T00:00:00.000Z); stop it first`,
    );
    expect(held(dir)).toMatchObject({ pid: process.ppid });
  });

  it.each([
    ['a process that is gone', { pid: 2 ** 22 + 7, processStart: '1', command: 'x', since: 'y' }],
    ['a pid now used by another process (its start differs)', { pid: process.ppid, processStart: 'not-its-start', command: 'x', since: 'y' }],
    ['a half-written file', '{"pid":12'],
  ])('takes over a lock left by %s', async (_case, content) => {
    const dir = await folder();
    holderFile(dir, content);
    const lock = await lockDataDir(dir, 'npm run tenant');
    expect(held(dir)).toMatchObject({ pid: process.pid, command: 'npm run tenant' });
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('releases only its own lock', async () => {
    const dir = await folder();
    const lock = await lockDataDir(dir, 'npm run seed');
    holderFile(dir, { pid: 1, processStart: '', command: 'someone else', since: 'now' });
    lock.release();
    expect(held(dir)).toMatchObject({ command: 'someone else' });
  });
});
