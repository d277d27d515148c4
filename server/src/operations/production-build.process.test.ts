import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '../test/http-request';
import { buildServerOnce, REPO, spawnServer } from '../test/built-server';

// Issue 27 item 1: the server runs from its JavaScript build (server/dist) on the project's Node,
// with no tsx at run time, and finds its migrations and metadata from there.
describe('the production build of the server', () => {
  let dataDir: string;
  beforeAll(async () => {
    buildServerOnce();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-built-'));
  }, 60_000);
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('is JavaScript with its entries, its migrations beside it, and no TypeScript loader', () => {
    const dist = path.join(REPO, 'server', 'dist');
    const files = readdirSync(dist);
    expect(files).toEqual(expect.arrayContaining(['main.js', 'tenant-cli.js', 'seed-cli.js', 'migrations']));
    expect(readdirSync(path.join(dist, 'migrations'))).toEqual(readdirSync(path.join(REPO, 'server', 'src', 'db', 'migrations')));
    expect(existsSync(path.join(dist, 'main.ts'))).toBe(false);
  });

  it('emits every worker-thread module as its own entry, which a pool thread runs as JavaScript', async () => {
    const dist = path.join(REPO, 'server', 'dist');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith('.worker.ts')) sources.push(entry.name.replace(/\.ts$/, '.js'));
      }
    };
    walk(path.join(REPO, 'server', 'src'));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) expect(existsSync(path.join(dist, file)), file).toBe(true);
    expect(existsSync(path.join(dist, 'worker-bootstrap.mjs'))).toBe(true);
    const pool = new Piscina({ filename: path.join(dist, 'pool-probe.worker.js'), maxThreads: 1 });
    try {
      expect(await pool.run({ text: 'built' }, { name: 'echo' })).toEqual({ text: 'BUILT' });
    } finally {
      await pool.destroy();
    }
  });

  it('starts on an empty data folder, migrates, and answers', async () => {
    const server = spawnServer({ env: { DATA_DIR: dataDir, DEMO_DATA: 'off', NODE_OPTIONS: '' } });
    const port = await server.ready;
    expect(server.stdout).toMatch(/"migrationsApplied":[1-9]/);
    const health = await httpRequest(port, '/healthz', { host: `localhost:${port}` });
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
