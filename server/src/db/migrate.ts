import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../server-paths';
import type { Database, Queryable } from './database';
import { crossTenant } from './tenant-scope';

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    readonly reason: string,
  ) {
    super(`Migration ${migration} failed: ${reason}`);
  }
}

// Run after every migration once they exist: the updated_at trigger (0009), the tenant-scoped
// foreign keys (1000) and the tenant's row-level security (0090), so a later migration's tables get
// them without remembering them.
const AFTER_EACH_MIGRATION = `
  DO $$ BEGIN
    IF to_regprocedure('attach_updated_at_triggers()') IS NOT NULL THEN PERFORM attach_updated_at_triggers(); END IF;
    IF to_regprocedure('tenant_scope_foreign_keys()') IS NOT NULL THEN PERFORM tenant_scope_foreign_keys(); END IF;
    IF to_regprocedure('tenant_row_security()') IS NOT NULL THEN PERFORM tenant_row_security(); END IF;
  END $$`;

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

// One key for the whole portal: pg_advisory_xact_lock(MIGRATION_LOCK) serialises the migration
// steps of every instance starting at once on one PostgreSQL database (PGlite has one session and
// takes it at no cost). The number is arbitrary and fixed: "portal-migrate" as a 63-bit integer.
export const MIGRATION_LOCK = 7_412_390_558_301_145;

const CREATE_MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS migrations (
    id serial PRIMARY KEY,
    batch integer NOT NULL,
    migration text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`;

const lock = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK]);

/** The migrations not yet recorded (readiness: none may be pending). */
export async function pendingMigrations(db: Queryable, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  const table = await db.query<{ name: string | null }>(`SELECT to_regclass('migrations')::text AS name`);
  if (!table.rows[0]?.name) return all.map((m) => m.name);
  const done = new Set(
    (await db.query<{ migration: string }>('SELECT migration FROM migrations')).rows.map((r) => r.migration),
  );
  return all.filter((m) => !done.has(m.name)).map((m) => m.name);
}

/**
 * Forward-only migrations, recorded in the `migrations` table (id, batch, migration) that spec §3
 * names. Each migration runs in its own transaction, so a failure leaves the database as it was
 * before that migration, and the start stops with its name. Each transaction first takes the
 * migration lock and checks again that its migration is still pending, so N instances starting at
 * once apply each migration once, in order (issue 27), and the others wait and skip it.
 */
export async function migrate(owner: Database, migrations?: Migration[]): Promise<string[]> {
  const db = crossTenant(owner, 'migrations change the tables of every tenant');
  const all = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(CREATE_MIGRATIONS_TABLE);
  });
  const pending = await pendingMigrations(db, all);
  if (pending.length === 0) {
    // The tenant role and its grants belong to the cluster, not the dump: put back what a restore
    // into another cluster lacks (migration 0090; it changes only what is missing).
    await db.transaction(async (tx) => {
      await lock(tx);
      await tx.exec(`DO $$ BEGIN
        IF to_regprocedure('tenant_row_security()') IS NOT NULL THEN PERFORM tenant_row_security(); END IF;
      END $$`);
    });
    return [];
  }
  const batch =
    ((await db.query<{ batch: number | null }>('SELECT max(batch) AS batch FROM migrations')).rows[0]
      ?.batch ?? 0) + 1;
  const applied: string[] = [];
  for (const m of all.filter((x) => pending.includes(x.name))) {
    try {
      const ran = await db.transaction(async (tx) => {
        await lock(tx);
        const done = await tx.query('SELECT 1 FROM migrations WHERE migration = $1', [m.name]);
        if (done.rows.length > 0) return false;
        await tx.exec(m.sql);
        await tx.exec(AFTER_EACH_MIGRATION);
        await tx.query('INSERT INTO migrations (batch, migration) VALUES ($1, $2)', [batch, m.name]);
        return true;
      });
      if (ran) applied.push(m.name);
    } catch (error) {
      throw new MigrationError(m.name, error instanceof Error ? error.message : String(error));
    }
  }
  return applied;
}
