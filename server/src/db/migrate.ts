import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    readonly reason: string,
  ) {
    super(`Migration ${migration} failed: ${reason}`);
  }
}

// Run after every migration once they exist: the updated_at trigger (0009) and the tenant-scoped
// foreign keys (1000), so a later migration's tables get both without remembering them.
const AFTER_EACH_MIGRATION = `
  DO $$ BEGIN
    IF to_regprocedure('attach_updated_at_triggers()') IS NOT NULL THEN PERFORM attach_updated_at_triggers(); END IF;
    IF to_regprocedure('tenant_scope_foreign_keys()') IS NOT NULL THEN PERFORM tenant_scope_foreign_keys(); END IF;
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

/**
 * Forward-only migrations, recorded in the `migrations` table (id, batch, migration) that spec §3
 * names. Each migration runs in its own transaction, so a failure leaves the database as it was
 * before that migration, and the start stops with its name.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`
    CREATE TABLE IF NOT EXISTS migrations (
      id serial PRIMARY KEY,
      batch integer NOT NULL,
      migration text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set(
    (await db.query<{ migration: string }>('SELECT migration FROM migrations')).rows.map((r) => r.migration),
  );
  const pending = all.filter((m) => !done.has(m.name));
  if (pending.length === 0) return [];
  const batch =
    ((await db.query<{ batch: number | null }>('SELECT max(batch) AS batch FROM migrations')).rows[0]
      ?.batch ?? 0) + 1;
  for (const m of pending) {
    try {
      await db.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.exec(AFTER_EACH_MIGRATION);
        await tx.query('INSERT INTO migrations (batch, migration) VALUES ($1, $2)', [batch, m.name]);
      });
    } catch (error) {
      throw new MigrationError(m.name, error instanceof Error ? error.message : String(error));
    }
  }
  return pending.map((m) => m.name);
}
