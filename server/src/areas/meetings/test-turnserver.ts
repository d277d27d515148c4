// Debian's coturn for the tests and journeys that need a TURN server: started with a generated
// secret on a free port, relaying on 127.0.0.1 only, and stopped by the caller.
import { spawn, spawnSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const TURN_REALM = 'portal.test';

export const hasTurnserver =
  spawnSync('sh', ['-c', 'command -v turnserver'], { encoding: 'utf8' }).status === 0;

/** Says so loudly when coturn is missing; under REQUIRE_E2E=1 (CI) that is a failure. */
export function warnIfNoTurnserver(what: string) {
  if (hasTurnserver) return;
  if (process.env.REQUIRE_E2E === '1')
    throw new Error('REQUIRE_E2E=1 but coturn is missing (apt-get install coturn)');
  console.warn(`\n*** ${what} SKIPPED: no turnserver found (apt-get install -y coturn) ***\n`);
}

async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  socket.close();
  return port;
}

export interface TestTurnserver {
  port: number;
  url: string;
  /** What it logged so far (for a failing test's message). */
  log(): string;
  stop(): Promise<void>;
}

export async function startTurnserver(secret: string): Promise<TestTurnserver> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-turn-'));
  const port = await freeUdpPort();
  const relayFrom = 40_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${relayFrom}`,
      `--max-port=${relayFrom + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      `--realm=${TURN_REALM}`,
      '--fingerprint',
      // The browsers of a journey are on this machine: their relayed peers are on loopback too.
      '--allow-loopback-peers',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--no-tcp-relay',
      `--pidfile=${path.join(dir, 'turnserver.pid')}`,
      '--log-file=stdout',
      '--simple-log',
      '--verbose',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    url: `turn:127.0.0.1:${port}?transport=udp`,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
