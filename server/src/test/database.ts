import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';

/** The engine this test run proves: vitest project "server" is PGlite, "server-pg" is PostgreSQL. */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and drops the database (PostgreSQL). */
  destroy(): Promise<void>;
}

/** An empty database of its own for one test file: in-memory PGlite, or a new PostgreSQL database. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const db = await openPgliteDatabase(undefined);
    return { db, destroy: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), 5);
  return {
    db,
    destroy: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A database with every migration applied. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const test = await createEmptyTestDatabase();
  await migrate(test.db);
  return test;
}
