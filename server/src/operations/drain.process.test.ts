import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerOnce, copiedDataDir, spawnServer, type Proc } from '../test/built-server';
import { alive, logged, staffToken, startUpload } from './test/drain-kit';

// Issue 27 item 3: every way a server is stopped drains it. An upload is half sent when the signal
// comes; the rest is sent only once the server has said it is draining, and the upload must still
// complete, the server must exit, and nothing may be left running.
const MB = 1024 * 1024;

// `twice`: the same signal again once the server is draining (an impatient operator, a runtime's retry).
type Path = { name: string; npm: boolean; twice?: boolean; signal: (proc: Proc) => void };
const group = (signal: NodeJS.Signals) => (p: Proc) => process.kill(-(p.child.pid ?? 0), signal);
const PATHS: Path[] = [
  { name: 'SIGTERM to the server alone', npm: false, signal: (p) => p.child.kill('SIGTERM') },
  { name: 'SIGTERM twice to the server', npm: false, twice: true, signal: (p) => p.child.kill('SIGTERM') },
  { name: 'SIGTERM to npm alone (a container runtime)', npm: true, signal: (p) => p.child.kill('SIGTERM') },
  { name: 'SIGTERM to the process group of npm start (systemd)', npm: true, signal: group('SIGTERM') },
  {
    name: 'SIGINT twice to the process group of npm start (Ctrl-C)',
    npm: true,
    twice: true,
    signal: group('SIGINT'),
  },
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

  it.each(PATHS)(
    '$name: the upload in flight completes, and the server exits',
    async ({ npm, twice, signal }) => {
      const proc = spawnServer({
        env: { DATA_DIR: dataDir, DEMO_DATA: 'off' },
        ...(npm
          ? {
              command: ['npm', 'start', '--silent', '--', '--no-build'] as [string, ...string[]],
              detached: true,
            }
          : {}),
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
    },
    120_000,
  );
});
