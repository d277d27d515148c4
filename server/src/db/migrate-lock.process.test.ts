import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from '../test/http-request';
import { buildServerOnce, REPO, spawnServer } from '../test/built-server';

// Issue 27 item 2: three instances starting at once on an empty PostgreSQL database migrate once
// (before the advisory lock one of them stopped on "duplicate key value violates unique
// constraint pg_type_typname_nsp_index").
const adminUrl = process.env.TEST_DATABASE_URL;
const withDatabase = (name: string) => {
  const url = new URL(adminUrl ?? 'postgres://localhost/x');
  url.pathname = `/${name}`;
  return url.toString();
};
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('three instances starting at once on an empty PostgreSQL database', () => {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  beforeAll(async () => {
    buildServerOnce();
    await admin(`CREATE DATABASE ${name}`);
  }, 60_000);
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('all become ready, and every migration is applied exactly once', async () => {
    const servers = await Promise.all(
      [1, 2, 3].map(async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'portal-migrate-'));
        dirs.push(dir);
        return spawnServer({ env: { DATA_DIR: dir, DEMO_DATA: 'off', DATABASE_URL: withDatabase(name) } });
      }),
    );
    const ports = await Promise.all(servers.map((s) => s.ready));
    const applied = servers.map((s) => Number(/"migrationsApplied":(\d+)/.exec(s.stdout)?.[1]));
    const files = (await readdir(path.join(REPO, 'server', 'src', 'db', 'migrations'))).filter((f) => f.endsWith('.sql'));
    expect(applied.reduce((a, b) => a + b, 0)).toBe(files.length);
    const client = new pg.Client({ connectionString: withDatabase(name) });
    await client.connect();
    const recorded = await client.query<{ n: number; distinct: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT migration)::int AS distinct FROM migrations',
    );
    await client.end();
    expect(recorded.rows[0]).toEqual({ n: files.length, distinct: files.length });
    for (const port of ports) expect((await httpRequest(port, '/healthz', { host: `localhost:${port}` })).status).toBe(200);
    for (const s of servers) s.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0, 0]);
  }, 180_000);
});
