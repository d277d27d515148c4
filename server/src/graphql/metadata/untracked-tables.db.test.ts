import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadSessionKeys } from '../../session/session-keys';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { testConfig } from '../../test/test-server';
import { introspectCatalog } from '../catalog/introspect-catalog';
import { loadMetadata } from './load-metadata';
import { checkUntrackedTables, untrackedTablesProblem } from './untracked-tables';

// A table a migration creates must be tracked (tables/) or listed with a reason (untracked/):
// otherwise it would silently be missing from the data API.

let test: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-untracked-'));
});
afterAll(async () => {
  await test?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('tables the metadata does not name', () => {
  it('are none: every table of the migrations is tracked or listed with a reason', async () => {
    const metadata = await loadMetadata();
    const check = checkUntrackedTables(metadata, await introspectCatalog(test.db, metadata.schemas));
    expect(check).toEqual({ unnamed: [], both: [] });
    expect(metadata.untracked_tables?.map((t) => t.table)).toContain('sessions');
  });

  it('stop the start in development, naming the table and where to declare it', async () => {
    await test.db.query('CREATE TABLE stray_things (id bigserial PRIMARY KEY, name text)');
    try {
      const build = buildApp({
        config: testConfig(dataDir, { NODE_ENV: 'development' }),
        db: test.db,
        sessionKeys: await loadSessionKeys(dataDir, {}),
      });
      await expect(build).rejects.toThrow(
        /tables the metadata does not name: public\.stray_things \(add server\/metadata\/tables\/<schema>_<table>\.json, or server\/metadata\/untracked\//,
      );
    } finally {
      await test.db.query('DROP TABLE stray_things');
    }
  });

  it('also refuses a table both tracked and listed as untracked', async () => {
    const metadata = await loadMetadata();
    const catalog = await introspectCatalog(test.db, metadata.schemas);
    const doubled = {
      ...metadata,
      untracked_tables: [
        ...(metadata.untracked_tables ?? []),
        { table: 'shortcuts', reason: 'listed by mistake' },
      ],
    };
    expect(untrackedTablesProblem(checkUntrackedTables(doubled, catalog))).toBe(
      'metadata: tables both tracked and listed as untracked: public.shortcuts',
    );
  });
});
