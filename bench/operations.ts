// Issue 27 figures: (1) drain: an upload of 20 MB in flight when SIGTERM comes completes, and the
// time from SIGTERM to the process's exit; (2) three instances started at once on an empty
// PostgreSQL database (TEST_DATABASE_URL): all ready, every migration applied once, and the time
// until the last is ready. Both run the built server (server/dist, built here when stale).
// Run: npx tsx bench/operations.ts
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { alive, logged, staffToken, startUpload } from '../server/src/operations/test/drain-kit';
import { buildServerOnce, copiedDataDir, REPO, spawnServer } from '../server/src/test/built-server';

const MB = 1024 * 1024;

async function drainFigure(): Promise<void> {
  const dataDir = await copiedDataDir('seeded', 'portal-drain-bench-');
  try {
    const token = await staffToken(dataDir);
    const proc = spawnServer({ env: { DATA_DIR: dataDir, DEMO_DATA: 'off', UPLOAD_MAX_MB: '25' } });
    const port = await proc.ready;
    const pid = Number(/"pid":(\d+)/.exec(proc.stdout)?.[1]);
    const upload = startUpload(port, token, 20 * MB, MB);
    await logged(proc, /"path":"\/api\/files".*"incoming request"/);
    const signalled = performance.now();
    proc.child.kill('SIGTERM');
    await logged(proc, /shutting down: draining/);
    const answer = await upload.finish();
    const answered = performance.now();
    const code = await proc.exited;
    const exited = performance.now();
    const drainMs = /"drainMs":(\d+)/.exec(proc.stdout)?.[1] ?? '-';
    console.log(
      `drain: a 20 MB upload in flight at SIGTERM answered ${answer.status} after ${(answered - signalled).toFixed(0)} ms;` +
        ` SIGTERM to exit ${(exited - signalled).toFixed(0)} ms (exit code ${code}, the server's drainMs ${drainMs},` +
        ` still running: ${alive(pid) ? 'yes' : 'no'})`,
    );
    if (answer.status !== 201 || code !== 0) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function admin(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function threeInstancesFigure(adminUrl: string): Promise<void> {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dirs = await Promise.all([1, 2, 3].map(() => mkdtemp(path.join(tmpdir(), 'portal-three-'))));
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const started = performance.now();
    const servers = dirs.map((dir) =>
      spawnServer({ env: { DATA_DIR: dir, DEMO_DATA: 'off', DATABASE_URL: url.toString() } }),
    );
    const readyAt = await Promise.all(servers.map((s) => s.ready.then(() => performance.now())));
    const applied = servers.map((s) => Number(/"migrationsApplied":(\d+)/.exec(s.stdout)?.[1] ?? 0));
    const files = (await readdir(path.join(REPO, 'server', 'src', 'db', 'migrations'))).filter((f) =>
      f.endsWith('.sql'),
    );
    const recorded = await admin(
      url.toString(),
      'SELECT count(DISTINCT migration)::int AS n, count(*)::int AS rows FROM migrations',
    );
    const row = recorded.rows[0] as { n: number; rows: number };
    console.log(
      `three instances at once on an empty PostgreSQL: all ready, the last after ${(Math.max(...readyAt) - started).toFixed(0)} ms;` +
        ` migrations applied per instance ${applied.join(' + ')} = ${applied.reduce((a, b) => a + b, 0)} of ${files.length} files,` +
        ` ${row.rows} rows recorded for ${row.n} migrations`,
    );
    if (row.rows !== files.length || row.n !== files.length) process.exitCode = 1;
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  } finally {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}

buildServerOnce();
await drainFigure();
if (process.env.TEST_DATABASE_URL) await threeInstancesFigure(process.env.TEST_DATABASE_URL);
else console.log('three instances: TEST_DATABASE_URL is not set, skipped');
