import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerOnce,
  copiedPostgresDatabase,
  onPostgres,
  postgresUrl,
  spawnServer,
  type CopiedPostgresDatabase,
} from '../test/built-server';
import { httpRequest } from '../test/http-request';
import { mobileOf, signInWithSms } from './test/sign-in-over-http';

// Issue 27 item 8: the documented pg_dump route (docs/operations.md, "Backup and restore"). A
// database with the demo data is dumped, restored into a new database without owners or grants (as
// under another user or into another cluster), and the built server started on the restore serves
// it: a sign-in, and the data API under row-level security, whose grants the start puts back
// (tenant_row_security(), migrations 0090/0091; it creates the role too where the cluster has none). Runs where PostgreSQL and its client tools
// are (TEST_DATABASE_URL, pg_dump on the PATH).
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const hasClientTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { code: result.status, stderr: result.stderr.trim() };
};

describe.skipIf(!adminUrl || !hasClientTools)('backup and restore of PostgreSQL with pg_dump', () => {
  let work = '';
  let source: CopiedPostgresDatabase | undefined;
  const restored = `portal_test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    buildServerOnce();
    work = await mkdtemp(path.join(tmpdir(), 'portal-pg-backup-'));
    source = await copiedPostgresDatabase(adminUrl, 'seeded');
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await onPostgres(adminUrl, `DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
    await rm(work, { recursive: true, force: true });
  });

  it('restores a dump into a new database, and the server started on it signs in and serves the data', async () => {
    const dump = path.join(work, 'portal.dump');
    // The commands of docs/operations.md.
    expect(run('pg_dump', ['--format=custom', `--file=${dump}`, source?.url ?? ''])).toEqual({
      code: 0,
      stderr: '',
    });
    expect(run('createdb', [`--maintenance-db=${adminUrl}`, restored])).toEqual({ code: 0, stderr: '' });
    const restoredUrl = postgresUrl(adminUrl, restored);
    expect(run('pg_restore', ['--no-owner', '--no-privileges', `--dbname=${restoredUrl}`, dump])).toEqual({
      code: 0,
      stderr: '',
    });

    // No grants came with the restore: the tenant's role may not read a table until the start.
    const granted = () =>
      onPostgres<{ granted: boolean }>(
        restoredUrl,
        `SELECT has_table_privilege('portal_tenant', 'users', 'SELECT') AS granted`,
      );
    expect((await granted()).rows[0]?.granted).toBe(false);

    const dataDir = path.join(work, 'data');
    const server = spawnServer({ env: { DATA_DIR: dataDir, DATABASE_URL: restoredUrl } });
    try {
      const port = await server.ready;
      expect(server.stdout).toMatch(/"migrationsApplied":0/);
      expect(server.stdout).toMatch(/"demoDataLoaded":false/);
      expect((await granted()).rows[0]?.granted).toBe(true);
      const host = `demo.localhost:${port}`;
      expect((await httpRequest(port, '/readyz', { host })).status).toBe(200);
      const { token } = await signInWithSms(
        (pathAndQuery, headers) => httpRequest(port, pathAndQuery, { host, headers }),
        {
          username: 'staff',
          mobile: await mobileOf(restoredUrl, 'demo', 'staff'),
          outboxDir: () => dataDir,
        },
      );
      // The data API runs under the tenant's role: it reads the restored rows, its tenant's only.
      const answer = await httpRequest(port, '/api/srvproxy/v1/graphql', {
        host,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ users_aggregate { aggregate { count } } }' }),
      });
      const { rows } = await onPostgres<{ n: number }>(
        restoredUrl,
        `SELECT count(*)::int AS n FROM users u JOIN customers c ON c.id = u.customer_id WHERE c.subdomain = 'demo'`,
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
      expect(answer.json()).toEqual({ data: { users_aggregate: { aggregate: { count: rows[0]?.n } } } });
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);
});
