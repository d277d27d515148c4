import type {
  BoolExpJson,
  ConventionsJson,
  GraphqlRole,
  PermissionSetJson,
  RolePermissionsJson,
  TableJson,
} from './metadata-types';
import type { ModelColumn, TablePermissions } from './model-types';
import { authorityFor, guardSharedWrites } from './write-conventions';

export const CUSTOMER_VAR = 'X-Hasura-Customer-Id';
const PARTICIPANT_MARKER = '$participant';

class MissingParticipantFilter extends Error {}

/** Replaces every {"$participant": true} with the table's participant filter. */
function substitute(value: unknown, participant: BoolExpJson | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, participant));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === PARTICIPANT_MARKER) {
      if (!participant) throw new MissingParticipantFilter();
      return participant;
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, substitute(v, participant)]));
  }
  return value;
}

const and = (...parts: (BoolExpJson | undefined)[]): BoolExpJson => {
  const present = parts.filter((p): p is BoolExpJson => !!p && Object.keys(p).length > 0);
  if (present.length === 0) return {};
  if (present.length === 1) return present[0]!;
  return { _and: present };
};

function expandColumns(
  columns: '*' | string[],
  available: Map<string, ModelColumn>,
  without: Set<string>,
): Set<string> {
  const names = columns === '*' ? [...available.keys()] : columns.filter((c) => available.has(c));
  return new Set(names.filter((c) => !without.has(c)));
}

/**
 * A table's permissions for every role: its profile, overridden role by role by the table's own
 * entries, then the conventions that no profile can forget (tenant filter and preset, soft delete,
 * rows hidden from participants).
 */
export function resolveTablePermissions(
  entry: TableJson,
  profiles: Record<string, PermissionSetJson>,
  conventions: ConventionsJson,
  columns: Map<string, ModelColumn>,
  computedNames: string[] = [],
  kind: 'table' | 'view' = 'table',
): Partial<Record<GraphqlRole, TablePermissions>> {
  const base: PermissionSetJson = entry.profile ? (profiles[entry.profile] ?? {}) : {};
  const merged: PermissionSetJson = { ...base };
  for (const [role, perms] of Object.entries(entry.permissions ?? {}) as [
    GraphqlRole,
    RolePermissionsJson,
  ][]) {
    merged[role] = { ...(merged[role] ?? {}), ...perms };
  }
  const tenant = columns.has(conventions.tenant_column);
  const tenantFilter: BoolExpJson | undefined = tenant
    ? { [conventions.tenant_column]: { _eq: CUSTOMER_VAR } }
    : undefined;
  const softDelete: BoolExpJson | undefined = columns.has(conventions.soft_delete_column)
    ? { [conventions.soft_delete_column]: { _is_null: true } }
    : undefined;
  const presetNames = new Set(tenant ? [conventions.tenant_column] : []);
  const result: Partial<Record<GraphqlRole, TablePermissions>> = {};
  for (const [role, raw] of Object.entries(merged) as [GraphqlRole, RolePermissionsJson][]) {
    const hidden: BoolExpJson | undefined =
      role === 'participant' && columns.has(conventions.hidden_from_participant_column)
        ? { [conventions.hidden_from_participant_column]: { _eq: false } }
        : undefined;
    const perms: TablePermissions = {};
    const authority = authorityFor(conventions, entry.table, columns, role);
    const sub = (exp: BoolExpJson | undefined) =>
      substitute(exp ?? {}, entry.participant_filter) as BoolExpJson;
    const attempt = (work: () => void) => {
      try {
        work();
      } catch (error) {
        if (!(error instanceof MissingParticipantFilter)) throw error;
      }
    };
    attempt(() => {
      if (!raw.select) return;
      perms.select = {
        filter: and(tenantFilter, softDelete, hidden, sub(raw.select.filter)),
        columns: expandColumns(raw.select.columns, columns, new Set()),
        // "*" also grants the table's computed fields; a column list names them in computed_fields.
        computedFields: new Set(
          raw.select.columns === '*' ? computedNames : (raw.select.computed_fields ?? []),
        ),
        allowAggregations: raw.select.allow_aggregations ?? false,
        ...(raw.select.limit !== undefined ? { limit: raw.select.limit } : {}),
      };
    });
    attempt(() => {
      if (!raw.insert) return;
      const set = {
        ...(raw.insert.set ?? {}),
        ...authority.insertSet,
        ...(tenant ? { [conventions.tenant_column]: CUSTOMER_VAR } : {}),
      };
      perms.insert = {
        check: and(tenantFilter, sub(raw.insert.check), authority.insertCheck),
        columns: expandColumns(
          raw.insert.columns,
          columns,
          new Set([...presetNames, ...Object.keys(set), ...authority.notInserted]),
        ),
        set,
      };
    });
    attempt(() => {
      if (!raw.update) return;
      const set = { ...(raw.update.set ?? {}), ...authority.updateSet };
      perms.update = {
        filter: and(tenantFilter, softDelete, hidden, sub(raw.update.filter)),
        check: and(tenantFilter, sub(raw.update.check)),
        columns: expandColumns(
          raw.update.columns,
          columns,
          new Set([...presetNames, ...Object.keys(set), ...authority.notUpdated]),
        ),
        set,
      };
    });
    attempt(() => {
      if (!raw.delete) return;
      perms.delete = { filter: and(tenantFilter, softDelete, hidden, sub(raw.delete.filter)) };
    });
    if (Object.keys(perms).length > 0) result[role] = perms;
  }
  return guardSharedWrites(entry, kind, tenant, result);
}
