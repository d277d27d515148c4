import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PortalServer {
  port: number;
  dataDir: string;
  /** http://<tenant>.localhost:<port><path>; Chromium resolves *.localhost itself. */
  url(tenant: string, pathAndQuery?: string): string;
  /** Stops the server; `keepData` leaves DATA_DIR for a restart (see `dataDir` below). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** Reuse a DATA_DIR of an earlier (stopped) server instead of a fresh one. */
  dataDir?: string;
  /** Migrate and seed from nothing instead of copying the run's template (global-setup.ts). */
  fresh?: boolean;
}

/** The template DATA_DIR of this run, when the e2e global setup made one. */
async function templateDataDir(): Promise<string | undefined> {
  try {
    const { inject } = await import('vitest');
    return inject('templateDataDir');
  } catch {
    return undefined; // outside a vitest worker (the global setup itself)
  }
}

async function newDataDir(fresh: boolean): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const template = fresh ? undefined : await templateDataDir();
  if (template) {
    await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    await cp(path.join(template, 'keys'), path.join(dataDir, 'keys'), { recursive: true });
  }
  return dataDir;
}

/** Whether nothing listens on `port` now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port in this vitest worker's own range (VITEST_POOL_ID), below the system's ephemeral
 * ports: journeys running side by side never probe the same port, so a server's health answer
 * always comes from the server that journey started.
 */
async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  const base = 21_000 + (worker % 16) * 500;
  const start = Math.floor(Math.random() * 500);
  for (let i = 0; i < 500; i++) {
    const port = base + ((start + i) % 500);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${base}-${base + 499}`);
}

/**
 * Starts the real server as `npm start` does (built portal, embedded database, demo data). Journeys
 * run in parallel: a port another journey's server took between the probe and the bind is tried
 * again with a new one.
 */
export async function startPortalServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<PortalServer> {
  const dataDir = options.dataDir ?? (await newDataDir(options.fresh ?? false));
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, dataDir);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnFreePort(env: Record<string, string>, dataDir: string): Promise<PortalServer> {
  const port = await freePort();
  let stderr = '';
  // The build (server/dist, as `npm start` serves it; the e2e global setup rebuilds it when stale):
  // no TypeScript compiled on each of the run's many server starts.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'server/dist/main.js')],
    {
      cwd: ROOT,
      env: {
        // As `npm start` runs it (scripts/start.mjs), outside a test run too: a bench measures the
        // server users get (a year's cache on the built files of apps, not development's no-cache).
        NODE_ENV: 'production',
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Production without SMS and mail providers (issue 27): the journeys read the outbox.
        DEV_OUTBOX: 'on',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // Warnings and errors reach the test output; the ready line, which shows at every level, does not.
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() && !line.startsWith('portal ready:')) process.stdout.write(`${line}\n`);
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (stderr.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    dataDir,
    url: (tenant, pathAndQuery = '/') => `http://${tenant}.localhost:${port}${pathAndQuery}`,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
