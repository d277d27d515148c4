// Removes whole tenants and every row they own: the operator's `tenant delete` and the demo seed's fresh start.
import type { Queryable } from '../db/database';

interface TenantTable {
  oid: number;
  name: string;
}

/**
 * Every table with a customer_id column, children before parents (by foreign key), found in the
 * catalogue, so tables added by later migrations are covered without a list to keep up to date.
 */
export async function tenantTablesInDeleteOrder(tx: Queryable): Promise<string[]> {
  const tables = (
    await tx.query<TenantTable>(`
      SELECT c.oid::int AS oid, format('%I.%I', n.nspname, c.relname) AS name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'customer_id' AND NOT a.attisdropped
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`)
  ).rows;
  const references = (
    await tx.query<{ child: number; parent: number }>(
      `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
    )
  ).rows;
  const remaining = new Map(tables.map((table) => [table.oid, table.name]));
  const ordered: string[] = [];
  while (remaining.size > 0) {
    // A table can go once no remaining table references it.
    const free = [...remaining.keys()].filter(
      (oid) =>
        !references.some((edge) => edge.parent === oid && edge.child !== oid && remaining.has(edge.child)),
    );
    if (free.length === 0) {
      throw new Error(`Foreign keys form a cycle among: ${[...remaining.values()].join(', ')}`);
    }
    for (const oid of free.sort((a, b) => a - b)) {
      ordered.push(remaining.get(oid) ?? '');
      remaining.delete(oid);
    }
  }
  return ordered.filter((name) => name !== 'public.customers');
}

/**
 * Removes the customers with these subdomains and every row they own, in foreign-key order.
 * The tables are walked twice: triggers (change logs) may write a row while the first pass deletes.
 */
export async function removeTenants(tx: Queryable, subdomains: readonly string[]): Promise<void> {
  const found = await tx.query<{ id: number }>('SELECT id FROM customers WHERE subdomain = ANY($1::text[])', [
    [...subdomains],
  ]);
  const customerIds = found.rows.map((row) => Number(row.id));
  if (customerIds.length === 0) return;
  const tables = await tenantTablesInDeleteOrder(tx);
  for (let pass = 0; pass < 2; pass += 1) {
    for (const table of tables) {
      await tx.query(`DELETE FROM ${table} WHERE customer_id = ANY($1::bigint[])`, [customerIds]);
    }
  }
  await tx.query('DELETE FROM customers WHERE id = ANY($1::bigint[])', [customerIds]);
}
