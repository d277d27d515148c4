import {
  getNamedType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { validationFailed } from '../shared/graphql-error';
import type { ModelTable } from '../metadata/model-types';
import type {
  BoolExp,
  DeleteIR,
  InsertIR,
  InsertRowIR,
  OnConflictIR,
  ReturningIR,
  UpdateIR,
  ValueRef,
} from './ir-types';
import { andExp, parseBoolExp } from './parse-bool-exp';
import { fieldArguments, parseRowFields, type SelectContext } from './parse-select';
import { collectFields } from './collect-fields';
import { isSessionVariable } from '../shared/session-values';

type Field = GraphQLField<unknown, unknown>;

function permissionExp(
  ctx: SelectContext,
  exp: Record<string, unknown>,
  table: ModelTable,
  path: string,
): BoolExp {
  return parseBoolExp({ ...ctx, source: 'permission' }, exp, table, path);
}

function presetValue(table: ModelTable, column: string, value: unknown): ValueRef {
  const pgType = table.columns.get(column)?.pgType ?? 'text';
  return isSessionVariable(value)
    ? { kind: 'session', name: value, pgType }
    : { kind: 'literal', value, pgType };
}

/** mutation_response { affected_rows returning { ... } } or a single row (T_one, T_by_pk). */
export function parseReturning(
  ctx: SelectContext,
  table: ModelTable,
  def: Field,
  node: FieldNode,
  path: string,
  single: boolean,
): ReturningIR {
  const type = getNamedType(def.type) as GraphQLObjectType;
  if (single) return { kind: 'single', fields: parseRowFields(ctx, table, type, node, path, 1) };
  const fields: Extract<ReturningIR, { kind: 'response' }>['fields'] = [];
  for (const [alias, f] of collectFields(ctx, node.selectionSet)) {
    const name = f.name.value;
    if (name === 'affected_rows') fields.push({ kind: 'affected_rows', alias });
    else if (name === '__typename') fields.push({ kind: 'typename', alias, typename: type.name });
    else if (name === 'returning') {
      const rowType = getNamedType(type.getFields().returning!.type);
      if (!isObjectType(rowType)) throw validationFailed('unexpected returning type', path);
      fields.push({
        kind: 'returning',
        alias,
        fields: parseRowFields(ctx, table, rowType, f, `${path}.selectionSet.${alias}`, 1),
      });
    } else
      throw validationFailed(
        `field '${name}' not found in type: '${type.name}'`,
        `${path}.selectionSet.${alias}`,
      );
  }
  return { kind: 'response', fields };
}

function parseOnConflict(
  ctx: SelectContext,
  table: ModelTable,
  value: unknown,
  path: string,
): OnConflictIR | undefined {
  if (!value) return undefined;
  const spec = value as { constraint: string; update_columns?: string[]; where?: unknown };
  const perm = table.permissions[ctx.role]?.update;
  if (!perm) throw validationFailed(`no update permission on "${table.graphqlName}"`, path);
  return {
    constraint: spec.constraint,
    updateColumns: spec.update_columns ?? [],
    where: andExp(
      permissionExp(ctx, perm.filter, table, path),
      parseBoolExp({ ...ctx, source: 'request' }, spec.where, table, `${path}.where`),
    ),
  };
}

const quotedColumns = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

/**
 * One object of T_insert_input with the role's presets applied. `fromParent` are the columns an
 * enclosing insert determines (Hasura refuses values for them, and for object relationships that
 * would determine them twice).
 */
function parseInsertRow(
  ctx: SelectContext,
  table: ModelTable,
  object: Record<string, unknown>,
  path: string,
  fromParent: string[] = [],
): InsertRowIR {
  const perm = table.permissions[ctx.role]?.insert;
  if (!perm) throw validationFailed(`no insert permission on "${table.graphqlName}"`, path);
  const row: InsertRowIR = { values: new Map(), objectRelationships: [], arrayRelationships: [], path };
  const given: string[] = [];
  const relationships: [string, unknown][] = [];
  for (const [key, value] of Object.entries(object)) {
    const col = table.columns.get(key);
    if (!col) {
      relationships.push([key, value]);
      continue;
    }
    if (!perm.columns.has(key))
      throw validationFailed(
        `field '${key}' not found in type: '${table.graphqlName}_insert_input'`,
        `${path}.${key}`,
      );
    given.push(key);
    row.values.set(key, { kind: 'literal', value, pgType: col.pgType });
  }
  const twice = given.filter((c) => fromParent.includes(c));
  const fromRelationships: string[] = [];
  if (twice.length > 0)
    throw validationFailed(
      `cannot insert ${quotedColumns(twice)} columns as their values are already being determined by parent insert`,
      path,
    );
  for (const [key, value] of relationships) {
    const at = `${path}.${key}`;
    const rel = table.relationships.get(key);
    if (!rel || value === null || value === undefined)
      throw validationFailed(`field '${key}' not found in type: '${table.graphqlName}_insert_input'`, at);
    const remote = ctx.model.tables.get(rel.remoteTable)!;
    const remotePerm = remote.permissions[ctx.role]?.insert;
    if (!remotePerm) throw validationFailed(`no insert permission on "${remote.graphqlName}"`, at);
    const spec = value as { data: unknown; on_conflict?: unknown };
    const join = { remote, mapping: rel.mapping };
    const onConflict = parseOnConflict(ctx, remote, spec.on_conflict, `${at}.on_conflict`);
    const check = permissionExp(ctx, remotePerm.check, remote, at);
    const conflict = onConflict ? { onConflict } : {};
    // The remote row's columns that this row's keys determine.
    const remoteKeys = rel.mapping.map(([, r]) => r);
    if (rel.kind === 'object' && rel.insertOrder !== 'after_parent') {
      const local = rel.mapping.map(([l]) => l);
      const determined = local.filter(
        (c) => given.includes(c) || fromParent.includes(c) || fromRelationships.includes(c),
      );
      if (determined.length > 0)
        throw validationFailed(
          `cannot insert object relationship "${key}" as ${quotedColumns(determined)} column values are already determined`,
          at,
        );
      fromRelationships.push(...local);
      row.objectRelationships.push({
        join,
        row: parseInsertRow(ctx, remote, spec.data as Record<string, unknown>, `${at}.data`),
        check,
        name: key,
        path: at,
        ...conflict,
      });
    } else {
      // Array relationships, and object relationships keyed on the remote side: after the row.
      const data = rel.kind === 'object' ? [spec.data] : (spec.data as unknown[]);
      const rows = data.map((d, i) =>
        parseInsertRow(
          ctx,
          remote,
          d as Record<string, unknown>,
          rel.kind === 'object' ? `${at}.data` : `${at}.data[${i}]`,
          remoteKeys,
        ),
      );
      row.arrayRelationships.push({ join, rows, check, name: key, ...conflict });
    }
  }
  for (const [column, value] of Object.entries(perm.set))
    row.values.set(column, presetValue(table, column, value));
  return row;
}

export function parseInsert(
  ctx: SelectContext,
  table: ModelTable,
  def: Field,
  node: FieldNode,
  path: string,
  one: boolean,
): InsertIR {
  const args = fieldArguments(ctx, def, node);
  const perm = table.permissions[ctx.role]?.insert;
  if (!perm) throw validationFailed(`no insert permission on "${table.graphqlName}"`, path);
  const objects = one
    ? [args.object as Record<string, unknown>]
    : (args.objects as Record<string, unknown>[]);
  const onConflict = parseOnConflict(ctx, table, args.on_conflict, `${path}.args.on_conflict`);
  return {
    kind: 'insert',
    table,
    rows: objects.map((o, i) =>
      parseInsertRow(ctx, table, o, `${path}.args.${one ? 'object' : 'objects'}[${i}]`),
    ),
    ...(onConflict ? { onConflict } : {}),
    check: permissionExp(ctx, perm.check, table, path),
    returning: parseReturning(ctx, table, def, node, path, one),
  };
}

const UPDATE_OPERATORS = [
  '_set',
  '_inc',
  '_append',
  '_prepend',
  '_delete_key',
  '_delete_elem',
  '_delete_at_path',
] as const;

/** update_T / update_T_by_pk / one entry of update_T_many. */
export function parseUpdate(
  ctx: SelectContext,
  table: ModelTable,
  args: Record<string, unknown>,
  returning: ReturningIR,
  path: string,
): UpdateIR {
  const perm = table.permissions[ctx.role]?.update;
  if (!perm) throw validationFailed(`no update permission on "${table.graphqlName}"`, path);
  const operations: UpdateIR['operations'] = [];
  for (const op of UPDATE_OPERATORS) {
    const value = args[op] as Record<string, unknown> | null | undefined;
    for (const [column, v] of Object.entries(value ?? {})) {
      const pgType = table.columns.get(column)?.pgType ?? 'text';
      const type =
        op === '_delete_key'
          ? 'text'
          : op === '_delete_elem'
            ? 'integer'
            : op === '_delete_at_path'
              ? 'text[]'
              : pgType;
      operations.push({ column, pgType, op, value: { kind: 'literal', value: v, pgType: type } });
    }
  }
  for (const [column, value] of Object.entries(perm.set))
    operations.push({
      column,
      pgType: table.columns.get(column)?.pgType ?? 'text',
      op: '_set',
      value: presetValue(table, column, value),
    });
  if (operations.length === 0)
    throw validationFailed(
      'at least any one of _set, _inc, _append, _prepend, _delete_key, _delete_elem, _delete_at_path is expected',
      path,
    );
  const pk = args.pk_columns as Record<string, unknown> | undefined;
  const where = pk ? Object.fromEntries(Object.entries(pk).map(([c, v]) => [c, { _eq: v }])) : args.where;
  return {
    kind: 'update',
    table,
    where: andExp(
      permissionExp(ctx, perm.filter, table, path),
      parseBoolExp({ ...ctx, source: 'request' }, where, table, `${path}.args.where`),
    ),
    operations,
    check: permissionExp(ctx, perm.check, table, path),
    returning,
  };
}

export function parseDelete(
  ctx: SelectContext,
  table: ModelTable,
  args: Record<string, unknown>,
  returning: ReturningIR,
  byPk: boolean,
  path: string,
): DeleteIR {
  const perm = table.permissions[ctx.role]?.delete;
  if (!perm) throw validationFailed(`no delete permission on "${table.graphqlName}"`, path);
  const where = byPk ? Object.fromEntries(table.primaryKey.map((c) => [c, { _eq: args[c] }])) : args.where;
  return {
    kind: 'delete',
    table,
    where: andExp(
      permissionExp(ctx, perm.filter, table, path),
      parseBoolExp({ ...ctx, source: 'request' }, where, table, `${path}.args.where`),
    ),
    returning,
  };
}
