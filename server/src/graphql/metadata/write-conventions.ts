import type { BoolExpJson, ConventionsJson, GraphqlRole, TableJson } from './metadata-types';
import type { ModelColumn, TablePermissions } from './model-types';

// Rules about who may write what, applied by the resolver to every table and role so that no
// profile or table file can forget them (issue 17 items 4 and 5):
// - a table without the tenant column is shared by every tenant: no role writes it through the
//   API unless its file says "writable_without_tenant" (the resolver refuses the metadata otherwise);
// - a view is read-only unless its file says "writable_view" (Hasura offers no mutations on views
//   PostgreSQL cannot update, and a simple view over another table must not become a way around
//   that table's own permissions);
// - authority columns (conventions.authority) record who decided what: they are preset from the
//   session, written only by the server, or decided only by the roles named, never given by the writer.

export class MetadataWriteError extends Error {}

/** What the resolver adds to one role's insert and update permissions on one table. */
export interface AuthorityForRole {
  insertSet: Record<string, string>;
  updateSet: Record<string, string>;
  /** Never an input column of this role (on insert / on update). */
  notInserted: Set<string>;
  notUpdated: Set<string>;
  /** Values a writer may give on insert (column -> values); ANDed into the insert check. */
  insertCheck: BoolExpJson | undefined;
}

/** Whether a convention entry ("column" or "table.column") names this table's column. */
const names = (entry: string, table: string, column: string) =>
  entry === column || entry === `${table}.${column}`;

const columnOf = (entry: string) => entry.slice(entry.indexOf('.') + 1);

/** The authority conventions as they apply to one role on one table. */
export function authorityFor(
  conventions: ConventionsJson,
  table: string,
  columns: Map<string, ModelColumn>,
  role: GraphqlRole,
): AuthorityForRole {
  const authority = conventions.authority ?? {};
  const present = (entries: string[]) =>
    [...columns.keys()].filter((c) => entries.some((e) => names(e, table, c)));
  const presets = (map: Record<string, string> | undefined) =>
    Object.fromEntries(
      Object.entries(map ?? {})
        .filter(([entry]) => present([entry]).length > 0)
        .map(([entry, variable]) => [columnOf(entry), variable]),
    );
  const serverOnly = present(authority.server_only ?? []);
  const decided = Object.entries(authority.decided_by ?? {}).flatMap(([entry, roles]) =>
    present([entry]).map((column) => ({ column, mayDecide: roles.some((r) => r === role) })),
  );
  const checks = Object.entries(authority.writer_values ?? {})
    .filter(([entry]) => present([entry]).length > 0)
    .map(([entry, values]): BoolExpJson => ({ [columnOf(entry)]: { _in: values } }));
  return {
    insertSet: presets(authority.session_insert),
    updateSet: presets(authority.session_update),
    notInserted: new Set([...serverOnly, ...decided.map((d) => d.column)]),
    notUpdated: new Set([...serverOnly, ...decided.filter((d) => !d.mayDecide).map((d) => d.column)]),
    insertCheck: checks.length === 0 ? undefined : checks.length === 1 ? checks[0] : { _and: checks },
  };
}

/**
 * Drops the write permissions of a view not marked writable, and refuses the metadata when a
 * table shared by every tenant (no tenant column) is given any write permission unmarked.
 */
export function guardSharedWrites(
  entry: TableJson,
  kind: 'table' | 'view',
  tenant: boolean,
  permissions: Partial<Record<GraphqlRole, TablePermissions>>,
): Partial<Record<GraphqlRole, TablePermissions>> {
  const writers = Object.entries(permissions).filter(([, p]) => p.insert || p.update || p.delete);
  if (kind === 'view' && !entry.writable_view) {
    return Object.fromEntries(
      Object.entries(permissions)
        .filter(([, p]) => p.select)
        .map(([role, p]) => [role, { select: p.select }]),
    );
  }
  if (!tenant && writers.length > 0 && !entry.writable_without_tenant)
    throw new MetadataWriteError(
      `metadata: table ${entry.table} has no tenant column, so every tenant shares it: ` +
        `${writers.map(([role]) => role).join(', ')} may not write it ("writable_without_tenant": true to allow)`,
    );
  return permissions;
}
