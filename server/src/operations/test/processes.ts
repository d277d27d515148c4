import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// Real processes of the server and the operator's commands, for the tests of issue 18.
const SERVER_SRC = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(SERVER_SRC, 'main.ts');
export const SEED_CLI = path.join(SERVER_SRC, 'demo', 'seed-cli.ts');
export const TENANT_CLI = path.join(SERVER_SRC, 'operations', 'tenant-cli.ts');

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

const baseEnv = (env: Record<string, string>) => ({
  ...process.env,
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  SESSION_PRIVATE_KEY: '',
  ...env,
});

/** Runs a TypeScript entry (a command) to its end. */
export function runCommand(entry: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { env: baseEnv(env) });
    const run: Finished = { code: null, stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => Finished;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** kill -9 and wait for the exit. */
  kill(): Promise<void>;
}

/** Starts the server; resolves once it is ready, rejects with its output if it exits first. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: baseEnv({ PORT: '0', ...env }) });
    const run: Finished = { code: null, stdout: '', stderr: '' };
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const signal = (name: NodeJS.Signals) => async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name);
      await exited;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      const port = /"port":(\d+).*portal ready/.exec(run.stdout);
      if (port) resolve({ child, port: Number(port[1]), output: () => run, stop: signal('SIGTERM'), kill: signal('SIGKILL') });
    });
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${run.stderr.trim()}`)));
  });
}
