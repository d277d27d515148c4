import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// The built server (scripts/build-server.mjs, server/dist) as an operator runs it, for the process
// tests of issue 27: built once per test file, started directly or through `npm start`.
export const REPO = path.resolve(import.meta.dirname, '../../..');
export const BUILT_MAIN = path.join(REPO, 'server', 'dist', 'main.js');
export const PROJECT_NODE = path.join(REPO, 'node_modules', '.bin', 'node');

/** Builds server/dist (esbuild, well under a second); throws with the build's output on failure. */
export function buildServerOnce(): void {
  const result = spawnSync(PROJECT_NODE, [path.join(REPO, 'scripts', 'build-server.mjs')], { encoding: 'utf8' });
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
