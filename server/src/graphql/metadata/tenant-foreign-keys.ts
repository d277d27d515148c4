import type { CatalogForeignKey, CatalogTable } from '../catalog/catalog-types';

/**
 * Migration 1000 makes every key between two tenant tables composite, (customer_id, x_id) ->
 * (customer_id, id), so the database refuses a cross-tenant reference. For the GraphQL model the
 * tenant pair says nothing new: both sides are always the session's tenant (the tenant convention
 * filters and presets it). Relationships are therefore derived from the key without that pair, so
 * their names, one-to-one kinds and nested-insert columns are the ones the single-column key gave
 * (customer_id is never an input column, and two object relationships must not both "determine" it).
 */
export function withoutTenantPair(fk: CatalogForeignKey, tenantColumn: string): CatalogForeignKey {
  const at = fk.columns.findIndex((c, i) => c === tenantColumn && fk.refColumns[i] === tenantColumn);
  if (at < 0 || fk.columns.length < 2) return fk;
  return {
    ...fk,
    columns: fk.columns.filter((_, i) => i !== at),
    refColumns: fk.refColumns.filter((_, i) => i !== at),
  };
}

/** The catalog's tables with every tenant-scoped foreign key seen as its key columns alone. */
export function tenantScopedCatalogTable(table: CatalogTable, tenantColumn: string): CatalogTable {
  return { ...table, foreignKeys: table.foreignKeys.map((fk) => withoutTenantPair(fk, tenantColumn)) };
}
