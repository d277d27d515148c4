import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadSessionKeys } from '../session/session-keys';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { httpRequest } from '../test/http-request';
import { testConfig } from '../test/test-server';
import { createReadiness } from './readiness';

// Issue 27 item 4: /readyz is 200 only when the database answers, every migration is applied and
// the server is not draining (before, /readyz answered 200 with the portal's page).
describe('GET /readyz', () => {
  const readiness = createReadiness();
  let test: TestDatabase;
  let app: FastifyInstance;
  let dir: string;
  let port: number;
  const readyz = () => httpRequest(port, '/readyz', { host: `localhost:${port}` });
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-readyz-'));
    test = await createTestDatabase();
    app = await buildApp({ config: testConfig(dir), db: test.db, sessionKeys: await loadSessionKeys(dir, {}), readiness });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await test.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const answer = await readyz();
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { rows } = await test.db.query<{ migration: string }>('SELECT migration FROM migrations ORDER BY id DESC LIMIT 1');
    const last = rows[0]?.migration ?? '';
    await test.db.query('DELETE FROM migrations WHERE migration = $1', [last]);
    try {
      const answer = await readyz();
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ status: 'migrations pending', pending: 1 });
    } finally {
      await test.db.query('INSERT INTO migrations (batch, migration) VALUES (1, $1)', [last]);
    }
  });

  it('is not ready while draining, though still alive', async () => {
    readiness.draining = true;
    try {
      expect((await readyz()).status).toBe(503);
      expect((await httpRequest(port, '/healthz', { host: `localhost:${port}` })).status).toBe(200);
    } finally {
      readiness.draining = false;
    }
  });
});
