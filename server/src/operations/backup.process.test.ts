import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, copyDataDirTemplate, PROJECT_NODE, REPO, spawnServer } from '../test/built-server';
import { httpRequest } from '../test/http-request';

// Issue 27 item 8: `npm run backup` / `restore` for the embedded folder. A restore comes up with
// the data; each refusal is one line and changes nothing.
const backup = (command: 'backup' | 'restore', dataDir: string, file: string, env: Record<string, string> = {}) => {
  const run = spawnSync(PROJECT_NODE, [path.join(REPO, 'scripts', 'backup.mjs'), command, file], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
};

describe('backup and restore of the embedded folder', () => {
  let work: string;
  let data: string;
  beforeAll(async () => {
    buildServerOnce();
    work = await mkdtemp(path.join(tmpdir(), 'portal-backup-'));
    data = path.join(work, 'data');
    // A stopped server's folder with the demo data (a first start's, copied once per run).
    await copyDataDirTemplate('seeded', data);
  }, 180_000);
  afterAll(async () => rm(work, { recursive: true, force: true }));

  it('backs up a stopped folder, restores it into an empty one, and the restored portal serves its data', async () => {
    const file = path.join(work, 'portal.tgz');
    expect(backup('backup', data, file)).toMatchObject({ code: 0 });
    expect(backup('backup', data, file)).toMatchObject({ code: 1, stderr: `${file} exists already; name a new file` });
    expect(backup('restore', data, file).stderr).toBe(`DATA_DIR ${data} is not empty; restore into an empty folder`);
    expect(backup('backup', data, path.join(work, 'pg.tgz'), { DATABASE_URL: 'postgres://x@127.0.0.1/x' }).stderr).toMatch(/^DATABASE_URL is set: back up PostgreSQL with pg_dump/);

    const restored = path.join(work, 'restored');
    expect(backup('restore', restored, file)).toMatchObject({ code: 0 });
    const server = spawnServer({ env: { DATA_DIR: restored } });
    const port = await server.ready;
    expect(server.stdout).toMatch(/"migrationsApplied":0/);
    expect(server.stdout).toMatch(/"demoDataLoaded":false/);
    const bootstrap = await httpRequest(port, '/api/bootstrap', { host: `demo.localhost:${port}` });
    expect(bootstrap.json()).toMatchObject({ customer_name: 'Demo Arbeid' });
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);

  it('refuses to copy a folder a running server holds', async () => {
    const server = spawnServer({ env: { DATA_DIR: data } });
    await server.ready;
    try {
      const run = backup('backup', data, path.join(work, 'while-running.tgz'));
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^DATA_DIR ${data} is in use by process \\d+ .*; stop it first`));
      expect(await readdir(work)).not.toContain('while-running.tgz');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);

  it('refuses a backup from a newer version with one line', async () => {
    const fake = path.join(work, 'fake');
    await mkdir(fake);
    await writeFile(path.join(fake, 'portal-backup.json'), JSON.stringify({ format: 1, migrations: ['0001_shell.sql', '9999_from_the_future.sql'] }));
    const file = path.join(work, 'newer.tgz');
    spawnSync('tar', ['-C', fake, '-czf', file, '.']);
    const target = path.join(work, 'target');
    const run = backup('restore', target, file);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`${file} is from a newer version (migration 9999_from_the_future.sql is unknown to this build); restore it with that version`);
    expect(await readdir(work)).not.toContain('target');
  });
});
