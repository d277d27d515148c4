import type { Catalog, CatalogTable } from '../catalog/catalog-types';
import type { MetadataJson, RelationshipJson, TableJson } from './metadata-types';
import type { Model, ModelColumn, ModelFunction, ModelRelationship, ModelTable } from './model-types';
import { suggestRelationshipName } from './relationship-names';
import { resolveTablePermissions } from './resolve-permissions';
import { scalarForPgType } from './scalar-names';
import { tenantScopedCatalogTable } from './tenant-foreign-keys';

export interface ResolvedMetadata {
  model: Model;
  /** Tracked tables the database does not have (yet), and similar inconsistencies. */
  warnings: string[];
}

const tableKey = (schema: string, name: string) => `${schema}.${name}`;
const graphqlNameOf = (schema: string, name: string) => (schema === 'public' ? name : `${schema}_${name}`);

function splitName(ref: string): [string, string] {
  const dot = ref.indexOf('.');
  return dot < 0 ? ['public', ref] : [ref.slice(0, dot), ref.slice(dot + 1)];
}

function buildColumns(table: CatalogTable, hidden: Set<string>): Map<string, ModelColumn> {
  const columns = new Map<string, ModelColumn>();
  for (const c of table.columns) {
    if (hidden.has(c.name)) continue;
    columns.set(c.name, { ...c, scalar: scalarForPgType(c.pgType) });
  }
  return columns;
}

function explicitRelationship(
  kind: 'object' | 'array',
  rel: RelationshipJson,
  table: ModelTable,
  catalog: Map<string, CatalogTable>,
): ModelRelationship | string {
  if ('manual_configuration' in rel.using) {
    const [schema, name] = splitName(rel.using.manual_configuration.remote_table);
    return {
      name: rel.name,
      kind,
      remoteTable: tableKey(schema, name),
      mapping: Object.entries(rel.using.manual_configuration.column_mapping),
    };
  }
  const on = rel.using.foreign_key_constraint_on;
  const cols = Array.isArray(on) ? on : [on];
  if (kind === 'object') {
    const fk = catalog.get(table.key)?.foreignKeys.find((k) => k.columns.join() === cols.join());
    if (!fk) return `${table.key}.${rel.name}: no foreign key on ${cols.join()}`;
    return {
      name: rel.name,
      kind,
      remoteTable: tableKey(fk.refSchema, fk.refTable),
      mapping: fk.columns.map((c, i) => [c, fk.refColumns[i]!]),
    };
  }
  return `${table.key}.${rel.name}: array relationships need manual_configuration here`;
}

/** Foreign keys between tracked tables, both directions, named as Hasura's console suggests. */
function addForeignKeyRelationships(model: Model, catalog: Map<string, CatalogTable>) {
  for (const table of model.tables.values()) {
    const fks = catalog.get(table.key)?.foreignKeys ?? [];
    for (const fk of fks) {
      const remote = model.tables.get(tableKey(fk.refSchema, fk.refTable));
      if (!remote) continue;
      const mapping: [string, string][] = fk.columns.map((c, i) => [c, fk.refColumns[i]!]);
      const sameTarget =
        fks.filter((k) => k.refSchema === fk.refSchema && k.refTable === fk.refTable).length > 1;
      const already = (t: ModelTable, remoteKey: string, pairs: [string, string][]) =>
        [...t.relationships.values()].some(
          (r) => r.remoteTable === remoteKey && JSON.stringify(r.mapping) === JSON.stringify(pairs),
        );
      if (!already(table, remote.key, mapping)) {
        const name = suggestRelationshipName({
          kind: 'object',
          remoteTable: remote.graphqlName,
          keyColumns: fk.columns,
          ambiguous: sameTarget,
          taken: (n) => table.columns.has(n) || table.relationships.has(n) || table.computedFields.has(n),
        });
        const nonNull = fk.columns.every((c) => table.columns.get(c)?.nullable === false);
        table.relationships.set(name, { name, kind: 'object', remoteTable: remote.key, mapping, nonNull });
      }
      const reverse: [string, string][] = mapping.map(([l, r]) => [r, l]);
      if (already(remote, table.key, reverse)) continue;
      // A key that is also the table's primary key or unique makes the reverse one-to-one.
      const oneToOne = (catalog.get(table.key)?.uniques ?? []).some(
        (u) => [...u.columns].sort().join() === [...fk.columns].sort().join(),
      );
      const kind = oneToOne ? 'object' : 'array';
      const name = suggestRelationshipName({
        kind,
        remoteTable: table.graphqlName,
        keyColumns: fk.columns,
        ambiguous: sameTarget,
        taken: (n) => remote.columns.has(n) || remote.relationships.has(n) || remote.computedFields.has(n),
      });
      remote.relationships.set(name, {
        name,
        kind,
        remoteTable: table.key,
        mapping: reverse,
        ...(oneToOne ? { insertOrder: 'after_parent' as const } : {}),
      });
    }
  }
}

/**
 * The tenants table (the one every tenant column refers to, `customers`) is its own tenant's row by
 * its key: relationships into it are held to the session's tenant like any other.
 */
function markTenantsTable(model: Model, catalog: Catalog, tenantColumn: string): void {
  for (const t of catalog.tables) {
    for (const fk of t.foreignKeys) {
      if (fk.columns.length !== 1 || fk.columns[0] !== tenantColumn) continue;
      const tenants = model.tables.get(tableKey(fk.refSchema, fk.refTable));
      if (tenants && !tenants.tenantColumn) tenants.tenantColumn = fk.refColumns[0]!;
      return;
    }
  }
}

/** Joins the catalog with the metadata file into the model every later stage reads. */
export function resolveMetadata(metadata: MetadataJson, catalog: Catalog): ResolvedMetadata {
  const warnings: string[] = [];
  const byKey = new Map(
    catalog.tables.map((t) => [
      tableKey(t.schema, t.name),
      tenantScopedCatalogTable(t, metadata.conventions.tenant_column),
    ]),
  );
  const model: Model = { tables: new Map() };
  const entries = new Map<string, TableJson>();
  for (const entry of metadata.tables) {
    const schema = entry.schema ?? 'public';
    const found = byKey.get(tableKey(schema, entry.table));
    if (!found) {
      warnings.push(`tracked table ${schema}.${entry.table} does not exist`);
      continue;
    }
    const columns = buildColumns(found, new Set(entry.hidden_columns ?? []));
    const table: ModelTable = {
      key: tableKey(schema, entry.table),
      schema,
      name: entry.table,
      graphqlName: graphqlNameOf(schema, entry.table),
      kind: found.kind,
      columns,
      primaryKey: found.primaryKey,
      uniques: found.uniques.map((u) => ({ ...u })),
      relationships: new Map(),
      computedFields: new Map(),
      ...(columns.has(metadata.conventions.tenant_column)
        ? { tenantColumn: metadata.conventions.tenant_column }
        : {}),
      permissions: resolveTablePermissions(
        entry,
        metadata.profiles,
        metadata.conventions,
        columns,
        (entry.computed_fields ?? []).map((c) => c.name),
        found.kind,
      ),
    };
    for (const cf of entry.computed_fields ?? []) {
      const [fs, fn] = splitName(cf.definition.function);
      const fun = catalog.functions.find((f) => f.schema === fs && f.name === fn);
      if (!fun) {
        warnings.push(`computed field ${table.key}.${cf.name}: function ${fs}.${fn} does not exist`);
        continue;
      }
      table.computedFields.set(cf.name, {
        name: cf.name,
        functionSchema: fs,
        functionName: fn,
        pgType: fun.returnType,
        scalar: scalarForPgType(fun.returnType),
      });
    }
    model.tables.set(table.key, table);
    entries.set(table.key, entry);
  }
  for (const [key, entry] of entries) {
    const table = model.tables.get(key)!;
    for (const [kind, list] of [
      ['object', entry.object_relationships],
      ['array', entry.array_relationships],
    ] as const) {
      for (const rel of list ?? []) {
        const resolved = explicitRelationship(kind, rel, table, byKey);
        if (typeof resolved === 'string') warnings.push(resolved);
        else if (!model.tables.has(resolved.remoteTable))
          warnings.push(`${key}.${rel.name}: remote table ${resolved.remoteTable} is not tracked`);
        else table.relationships.set(resolved.name, resolved);
      }
    }
  }
  addForeignKeyRelationships(model, byKey);
  markTenantsTable(model, catalog, metadata.conventions.tenant_column);
  if (metadata.functions?.length) model.functions = resolveFunctions(metadata, catalog, model, warnings);
  return { model, warnings };
}

/**
 * Tracked functions (Hasura's `functions`): each must exist, return SETOF a tracked table and not be
 * VOLATILE (a query must not write); it becomes a query root field read with that table's permission.
 */
function resolveFunctions(metadata: MetadataJson, catalog: Catalog, model: Model, warnings: string[]): Map<string, ModelFunction> {
  const functions = new Map<string, ModelFunction>();
  for (const entry of metadata.functions ?? []) {
    const schema = entry.function.schema ?? 'public';
    const key = tableKey(schema, entry.function.name);
    const found = (catalog.setFunctions ?? []).filter((f) => f.schema === schema && f.name === entry.function.name);
    if (found.length !== 1) {
      warnings.push(`tracked function ${key} ${found.length === 0 ? 'does not exist or returns no SETOF a table' : 'is overloaded'}`);
      continue;
    }
    const fn = found[0]!;
    const sessionArgument = entry.configuration?.session_argument;
    if (sessionArgument !== undefined) {
      const arg = fn.args.find((a) => a.name === sessionArgument);
      if (!arg || (arg.pgType !== 'json' && arg.pgType !== 'jsonb')) {
        warnings.push(`tracked function ${key}: its session_argument ${sessionArgument} is not an argument of type json or jsonb`);
        continue;
      }
    }
    const returnTable = tableKey(fn.returnSchema, fn.returnTable);
    if (!model.tables.has(returnTable)) {
      warnings.push(`tracked function ${key}: its table ${returnTable} is not tracked`);
      continue;
    }
    if (fn.volatility === 'v') {
      warnings.push(`tracked function ${key} is VOLATILE; only STABLE or IMMUTABLE functions are queries`);
      continue;
    }
    functions.set(key, {
      key,
      schema,
      name: fn.name,
      graphqlName: graphqlNameOf(schema, fn.name),
      returnTable,
      args: fn.args.map((a) => ({
        name: a.name,
        pgType: a.pgType,
        scalar: scalarForPgType(a.pgType),
        required: !a.hasDefault,
        ...(a.name === sessionArgument ? { session: true as const } : {}),
      })),
    });
  }
  return functions;
}
