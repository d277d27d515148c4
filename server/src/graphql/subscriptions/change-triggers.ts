import type { Queryable } from '../../db/database';
import type { Model } from '../metadata/model-types';
import { quoteTable } from '../sql/render-context';

/** Tracked tables created after migration 0020 get its NOTIFY trigger at start. */
export async function ensureChangeTriggers(db: Queryable, model: Model): Promise<string[]> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r','p') AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'graphql_change_notify')
        AND EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'graphql_notify_change')`,
  );
  const added: string[] = [];
  for (const row of rows) {
    if (!model.tables.has(`${row.schema}.${row.name}`)) continue;
    await db.query(
      `CREATE OR REPLACE TRIGGER graphql_change_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoteTable(row.schema, row.name)} FOR EACH STATEMENT EXECUTE FUNCTION graphql_notify_change()`,
    );
    added.push(`${row.schema}.${row.name}`);
  }
  return added;
}
