import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The built server (scripts/build-server.mjs, server/dist) as an operator runs it, for the process
// tests of issue 27. The server project's global setup (server/src/test/global-setup.ts) builds it
// once per run, before any test file; the files' own calls then find it fresh and build nothing.
export const REPO = path.resolve(import.meta.dirname, '../../..');
export const SERVER_DIST = path.join(REPO, 'server', 'dist');
export const BUILT_MAIN = path.join(SERVER_DIST, 'main.js');
export const PROJECT_NODE = path.join(REPO, 'node_modules', '.bin', 'node');

const BUILD_IF_STALE = `const m = await import(${JSON.stringify(path.join(REPO, 'scripts', 'build-server.mjs'))});
if (m.serverBuildIsStale()) await m.buildServer();`;

/**
 * Builds server/dist when it is missing or older than a source file (as `npm start` does), so a run
 * builds it once, not once per test file (a build swaps server/dist under servers other files run);
 * throws with the build's output on failure.
 */
export function buildServerOnce(): void {
  const result = spawnSync(PROJECT_NODE, ['--input-type=module', '-e', BUILD_IF_STALE], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}${result.stdout}`);
}

export interface Proc {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  /** Resolves with the exit code (or 128 + signal number-ish: -1 for a signal). */
  exited: Promise<number>;
  port?: number;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** `['npm', 'start']` or the default: the project's node on server/dist/main.js. */
  command?: [string, ...string[]];
  /** Its own process group, so a test can signal the whole group as systemd does. */
  detached?: boolean;
}

/** Starts a process; `ready` resolves with the port from the ready line (JSON or plain). */
export function spawnServer(options: SpawnOptions = {}): Proc & { ready: Promise<number> } {
  const [cmd, ...args] = options.command ?? [PROJECT_NODE, BUILT_MAIN];
  const child = spawn(cmd, args, {
    cwd: REPO,
    detached: options.detached ?? false,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      SESSION_PRIVATE_KEY: '',
      // Production without SMS and mail providers: the codes go to the outbox on purpose.
      DEV_OUTBOX: 'on',
      ...options.env,
    },
  });
  const proc = { child, stdout: '', stderr: '' } as Proc & { ready: Promise<number> };
  proc.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  proc.ready = new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      proc.stdout += chunk.toString();
      const port = /portal ready: http:\/\/[^:]+:(\d+)/.exec(proc.stdout);
      if (port && proc.port === undefined) {
        proc.port = Number(port[1]);
        resolve(proc.port);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (proc.stderr += chunk.toString()));
    void proc.exited.then((code) => reject(new Error(`exited ${code} before ready: ${proc.stderr.trim()}`)));
  });
  return proc;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator's command from the build (`tenant-cli`, `seed-cli`), as `npm run tenant` does
 * (scripts/server-cli.mjs), to its end: no TypeScript compiled on each run.
 */
export function runBuiltCommand(name: 'tenant-cli' | 'seed-cli' | 'main', args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(PROJECT_NODE, ['--enable-source-maps', path.join(SERVER_DIST, `${name}.js`), ...args], {
      cwd: REPO,
      env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', DATABASE_URL: '', SESSION_PRIVATE_KEY: '', ...env },
    });
    const run: Finished = { code: null, stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

/** `seeded`: migrated, with the demo data (a first start's default); `migrated`: DEMO_DATA=off. */
export type DataDirContent = 'seeded' | 'migrated';

const TEMPLATES = path.join(tmpdir(), 'portal-test-datadirs');
const day = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

/** The build and the day (the demo data is relative to today) name a template. */
async function templateName(content: DataDirContent): Promise<string> {
  const hash = createHash('sha256').update(await readFile(BUILT_MAIN));
  for (const file of (await readdir(path.join(SERVER_DIST, 'migrations'))).sort()) hash.update(file);
  return `${day()}-${hash.digest('hex').slice(0, 16)}-${content}`;
}

/**
 * A stopped server's DATA_DIR, made by the built server's first start once per build, day and
 * content: a first start migrates (and seeds) for many seconds, which a test that needs a folder with
 * data, and does not prove that first start itself, need not repeat. Built under a private name, then
 * renamed: a half-made template is never visible to another worker.
 */
async function dataDirTemplate(content: DataDirContent): Promise<string> {
  const name = await templateName(content);
  const dir = path.join(TEMPLATES, name);
  if ((await readdir(TEMPLATES).catch(() => [] as string[])).includes(name)) return dir;
  await mkdir(TEMPLATES, { recursive: true });
  const building = path.join(TEMPLATES, `.${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
  const server = spawnServer({ env: { DATA_DIR: building, ...(content === 'migrated' ? { DEMO_DATA: 'off' } : {}) } });
  await server.ready;
  server.child.kill('SIGTERM');
  if ((await server.exited) !== 0) throw new Error(`template server exited badly: ${server.stderr}`);
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true })); // another worker was first
  for (const other of await readdir(TEMPLATES)) {
    const otherDay = /^(\d{8})-/.exec(other)?.[1];
    if (otherDay && otherDay < day()) await rm(path.join(TEMPLATES, other), { recursive: true, force: true });
  }
  return dir;
}

/** Fills `target` (made when missing) with a copy of the template's content. */
export async function copyDataDirTemplate(content: DataDirContent, target: string): Promise<void> {
  await cp(await dataDirTemplate(content), target, { recursive: true });
}

/** A new DATA_DIR (under the system's temporary folder) holding a copy of the template's content. */
export async function copiedDataDir(content: DataDirContent, prefix = 'portal-proc-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await copyDataDirTemplate(content, dir);
  return dir;
}

/** Runs `sql` on the PostgreSQL server of `adminUrl` as its administrator. */
export async function onPostgres<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(sql, values);
  } finally {
    await client.end();
  }
}

/** `adminUrl` with another database's name. */
export function postgresUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A PostgreSQL template database made by the built server's first start (as dataDirTemplate, once
 * per build, day and content), so a process test that needs a database with the demo data, and
 * does not prove the first start itself, copies it in a moment. Built under a private name, then
 * renamed; templates of earlier days are dropped.
 */
async function postgresTemplate(adminUrl: string, content: DataDirContent): Promise<string> {
  const name = `portal_btpl_${(await templateName(content)).replaceAll('-', '_')}`;
  if ((await onPostgres(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount)
    return name;
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await onPostgres(adminUrl, `CREATE DATABASE ${building}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-pg-template-'));
  try {
    const server = spawnServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: postgresUrl(adminUrl, building),
        ...(content === 'migrated' ? { DEMO_DATA: 'off' } : {}),
      },
    });
    await server.ready;
    server.child.kill('SIGTERM');
    if ((await server.exited) !== 0) throw new Error(`template server exited badly: ${server.stderr}`);
    await onPostgres(adminUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (error) {
    await onPostgres(adminUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    // Another worker renamed its copy first: use that one.
    if (!(await onPostgres(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount)
      throw error;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const { rows } = await onPostgres<{ datname: string }>(
    adminUrl,
    `SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_btpl\\_%'`,
  );
  for (const { datname } of rows) {
    const templateDay = /^portal_btpl_(\d{8})_/.exec(datname)?.[1];
    if (templateDay && templateDay < day())
      await onPostgres(adminUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  return name;
}

export interface CopiedPostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new PostgreSQL database holding a copy of the built server's template (see postgresTemplate). */
export async function copiedPostgresDatabase(
  adminUrl: string,
  content: DataDirContent,
): Promise<CopiedPostgresDatabase> {
  const template = await postgresTemplate(adminUrl, content);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onPostgres(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    name,
    url: postgresUrl(adminUrl, name),
    drop: async () => void (await onPostgres(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
