import type { Queryable } from '../../db/database';
import type { Model } from '../metadata/model-types';
import { quoteTable } from '../sql/render-context';

/**
 * Tracked tables created after migration 0401 get its keyed NOTIFY triggers at start (and tables
 * created between 0020 and 0401 that missed them, on a database migrated then).
 */
export async function ensureChangeTriggers(db: Queryable, model: Model): Promise<string[]> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'graphql_change_notify_ins')
        AND EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'graphql_attach_change_triggers')`,
  );
  const added: string[] = [];
  for (const row of rows) {
    if (!model.tables.has(`${row.schema}.${row.name}`)) continue;
    try {
      await db.query(`SELECT graphql_attach_change_triggers($1::regclass)`, [quoteTable(row.schema, row.name)]);
    } catch (error) {
      // Another instance starting at the same moment attached them first (issue 27): 42710, the
      // trigger exists. Its attach is one statement, so the table has them all.
      if ((error as { code?: unknown }).code === '42710') continue;
      throw error;
    }
    added.push(`${row.schema}.${row.name}`);
  }
  return added;
}
