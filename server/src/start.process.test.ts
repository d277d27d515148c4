import { generateKeyPairSync } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './db/pglite-database';
import { BUILT_MAIN, buildServerOnce } from './test/built-server';
import { httpRequest } from './test/http-request';

// The server as `npm start` runs it: the build (server/dist), made once here. Starting the build
// also keeps these ten processes at once cheap: each tsx start compiled the whole server, which on
// a loaded 2-core machine passed the 30 s timeout.
beforeAll(() => buildServerOnce(), 60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the real server process; resolves when it exits, or when `until` sees its output. */
function startServer(env: Record<string, string>, until?: RegExp): Promise<Run & { stop(): Promise<void> }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUILT_MAIN], {
      env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    });
    const run: Run = { code: null, stdout: '', stderr: '' };
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      if (until?.test(run.stdout)) resolve({ ...run, stop });
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ ...run, code, stop }));
  });
}

describe('starting the server', () => {
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const rsaKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  it.concurrent.each([
    ['PORT', 'abc', 'abc'],
    ['DATABASE_URL', 'mysql://nope', 'mysql://nope'],
    ['BASE_DOMAIN', 'bad domain!', 'bad domain!'],
    ['TRUST_PROXY', 'maybe', 'maybe'],
    ['SESSION_PRIVATE_KEY', 'not a PEM', 'not a key'],
    ['SESSION_PRIVATE_KEY', 'a broken PEM', '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----'],
    ['SESSION_PRIVATE_KEY', 'an RSA key', rsaKey],
    ['NBID_CLIENT_SECRETS', 'a number as secret', '{"demo": 5}'],
    ['NBID_DEV_IDP_ISSUER', 'not a URL', 'not a url'],
    ['NBID_REDIRECT_PATH', 'no leading slash', 'auth/callback'],
  ])('stops with one clear line when %s is %s, before the data folder is touched', async (name, _problem, value) => {
    const dir = await dataDir();
    const run = await startServer({ DATA_DIR: dir, [name]: value });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('names an unreadable key file in DATA_DIR before the database is opened, and lets go of the folder', async () => {
    const dir = await dataDir();
    await mkdir(path.join(dir, 'keys'));
    await writeFile(path.join(dir, 'keys', 'session-ed25519.pem'), 'garbage');
    const run = await startServer({ DATA_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(new RegExp(`^The session key ${path.join(dir, 'keys', 'session-ed25519.pem')} cannot be used: `));
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect((await readdir(dir)).sort()).toEqual(['keys']);
  });

  it('shows the ready line at every log level, and without demo data names no demo tenant', async () => {
    const run = await startServer({ DATA_DIR: await dataDir(), PORT: '0', LOG_LEVEL: 'error', DEMO_DATA: 'off' }, /portal ready/);
    await run.stop();
    expect(run.stdout.trim()).toMatch(/^portal ready: http:\/\/localhost:\d+ \(tenants at .*npm run tenant -- create\)$/);
    expect(run.stdout).not.toMatch(/demo\.|care\./);
  }, 60_000);

  it.concurrent('stops with one line when the database cannot be reached', async () => {
    const run = await startServer({ DATA_DIR: await dataDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Cannot reach the database at DATABASE_URL: /);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('keeps what was saved across a restart and loads the demo data only once', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir, PORT: '0' };
    const first = await startServer(env, /portal ready/);
    expect(first.stdout).toMatch(/"demoDataLoaded":true/);
    await first.stop();

    const db = await openPgliteDatabase(path.join(dir, 'pglite'));
    await db.query(`UPDATE customers SET name = 'Demo Arbeid (renamed)' WHERE subdomain = 'demo'`);
    await db.close();

    const second = await startServer({ ...env, PORT: '0' }, /portal ready/);
    expect(second.stdout).toMatch(/"demoDataLoaded":false/);
    expect(second.stdout).toMatch(/"migrationsApplied":0/);
    const port = Number(/"port":(\d+)/.exec(second.stdout)?.[1]);
    const answer = await httpRequest(port, '/api/bootstrap', { host: `demo.localhost:${port}` });
    expect(answer.json()).toMatchObject({ customer_name: 'Demo Arbeid (renamed)' });
    await second.stop();

    const check = await openPgliteDatabase(path.join(dir, 'pglite'));
    const { rows } = await check.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    await check.close();
    expect(rows[0]?.n).toBe(2);
  }, 120_000);
});
