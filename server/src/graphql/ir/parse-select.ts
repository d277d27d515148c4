import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { validationFailed } from '../shared/graphql-error';
import { REQUEST_LIMITS } from '../shared/request-limits';
import type { ModelTable } from '../metadata/model-types';
import { collectFields, type FieldCollectionContext } from './collect-fields';
import type {
  AggregateFieldIR,
  AggregateIR,
  AggregateSelectionIR,
  FieldIR,
  OrderByItem,
  SelectIR,
  ValueRef,
} from './ir-types';
import { TRUE, andExp, parseBoolExp, type BoolExpContext } from './parse-bool-exp';
import { parseOrderBy } from './parse-order-by';

/** Limits that keep a single request from costing the database too much (request-limits.ts). */
export const QUERY_LIMITS = { maxDepth: REQUEST_LIMITS.maxDepth, maxFields: REQUEST_LIMITS.maxFields };

export interface SelectContext extends BoolExpContext, FieldCollectionContext {
  /** Fields seen so far in this request (the cost limit). */
  cost: { fields: number };
}

type Field = GraphQLField<unknown, unknown>;

export function fieldArguments(ctx: SelectContext, def: Field, node: FieldNode): Record<string, unknown> {
  return getArgumentValues(def, node, ctx.variables);
}

function rowFilter(ctx: SelectContext, table: ModelTable, path: string) {
  const perm = table.permissions[ctx.role]?.select;
  if (!perm) throw validationFailed(`no select permission on "${table.graphqlName}"`, path);
  return { perm, filter: parseBoolExp({ ...ctx, source: 'permission' }, perm.filter, table, path) };
}

function nonNegative(value: unknown, name: string, path: string): ValueRef | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'number' || value < 0)
    throw validationFailed(`unexpected negative value for "${name}"`, path);
  return { kind: 'literal', value, pgType: 'integer' };
}

/**
 * distinct_on as Hasura checks it before SQL: the first `distinct_on.length` order_by items are
 * columns and name every distinct_on column. And PostgreSQL's own rule, which Hasura's lets through
 * when distinct_on repeats a column (`[a, a]` with `order_by: [{b}, {a}]`, refused by PostgreSQL as
 * "unexpected"): no order_by item outside distinct_on comes before one inside it.
 */
function distinctOnLeadsOrderBy(distinctOn: string[], orderBy: OrderByItem[]): boolean {
  const wanted = new Set(distinctOn);
  const leading = orderBy
    .slice(0, distinctOn.length)
    .map((o) => (o.expr.kind === 'column' ? o.expr.column : undefined));
  if (leading.length < distinctOn.length || leading.includes(undefined)) return false;
  if (![...wanted].every((c) => leading.includes(c))) return false;
  let skipped = false;
  for (const item of orderBy) {
    const inside = item.expr.kind === 'column' && wanted.has(item.expr.column);
    if (inside && skipped) return false;
    if (!inside) skipped = true;
  }
  return true;
}

/** The list arguments (where, order_by, distinct_on, limit, offset) of a select on `table`. */
export function parseListArguments(
  ctx: SelectContext,
  table: ModelTable,
  args: Record<string, unknown>,
  path: string,
): Omit<SelectIR, 'fields'> {
  const { perm, filter } = rowFilter(ctx, table, path);
  const where = andExp(
    filter,
    parseBoolExp({ ...ctx, source: 'request' }, args.where, table, `${path}.args.where`),
  );
  const orderBy = parseOrderBy(ctx, table, args.order_by, `${path}.args.order_by`);
  let limit = nonNegative(args.limit, 'limit', `${path}.args.limit`);
  if (
    perm.limit !== undefined &&
    (!limit || (limit.kind === 'literal' && (limit.value as number) > perm.limit))
  ) {
    limit = { kind: 'literal', value: perm.limit, pgType: 'integer' };
  }
  const offset = nonNegative(args.offset, 'offset', `${path}.args.offset`);
  const distinctOn =
    Array.isArray(args.distinct_on) && args.distinct_on.length > 0
      ? (args.distinct_on as string[])
      : undefined;
  if (distinctOn && orderBy.length > 0 && !distinctOnLeadsOrderBy(distinctOn, orderBy))
    throw validationFailed(
      '"distinct_on" columns must match initial "order_by" columns',
      `${path}.args.distinct_on`,
    );
  return {
    table,
    where,
    orderBy,
    ...(distinctOn ? { distinctOn } : {}),
    ...(limit ? { limit } : {}),
    ...(offset ? { offset } : {}),
  };
}

/** The fields of a row of `table` (type T) selected by `node`. */
export function parseRowFields(
  ctx: SelectContext,
  table: ModelTable,
  type: GraphQLObjectType,
  node: FieldNode,
  path: string,
  depth: number,
): FieldIR[] {
  if (depth > QUERY_LIMITS.maxDepth)
    throw validationFailed(`the query exceeds the depth limit of ${QUERY_LIMITS.maxDepth}`, path);
  const out: FieldIR[] = [];
  const defs = type.getFields();
  for (const [alias, field] of collectFields(ctx, node.selectionSet)) {
    if (++ctx.cost.fields > QUERY_LIMITS.maxFields)
      throw validationFailed(`the query exceeds the limit of ${QUERY_LIMITS.maxFields} fields`, path);
    const name = field.name.value;
    const at = `${path}.selectionSet.${alias}`;
    if (name === '__typename') {
      out.push({ kind: 'typename', alias, typename: type.name });
      continue;
    }
    const def = defs[name];
    if (!def) throw validationFailed(`field '${name}' not found in type: '${type.name}'`, at);
    const col = table.columns.get(name);
    if (col) {
      const args = fieldArguments(ctx, def, field);
      out.push({
        kind: 'column',
        alias,
        column: name,
        pgType: col.pgType,
        ...(typeof args.path === 'string'
          ? { path: { kind: 'literal', value: args.path, pgType: 'text' } }
          : {}),
      });
      continue;
    }
    const cf = table.computedFields.get(name);
    if (cf) {
      out.push({ kind: 'computed', alias, schema: cf.functionSchema, fn: cf.functionName });
      continue;
    }
    const relName = name.endsWith('_aggregate') && !table.relationships.has(name) ? name.slice(0, -10) : name;
    const rel = table.relationships.get(relName);
    if (!rel) throw validationFailed(`field '${name}' not found in type: '${type.name}'`, at);
    const remote = ctx.model.tables.get(rel.remoteTable)!;
    const join = { remote, mapping: rel.mapping };
    const remoteType = getNamedType(def.type);
    if (!isObjectType(remoteType)) throw validationFailed(`unexpected type for '${name}'`, at);
    if (rel.kind === 'object') {
      const { filter } = rowFilter(ctx, remote, at);
      out.push({
        kind: 'object_rel',
        alias,
        join,
        select: {
          table: remote,
          where: filter,
          orderBy: [],
          fields: parseRowFields(ctx, remote, remoteType, field, at, depth + 1),
        },
      });
    } else if (relName === name) {
      const args = parseListArguments(ctx, remote, fieldArguments(ctx, def, field), at);
      out.push({
        kind: 'array_rel',
        alias,
        join,
        select: { ...args, fields: parseRowFields(ctx, remote, remoteType, field, at, depth + 1) },
      });
    } else {
      out.push({
        kind: 'array_aggregate',
        alias,
        join,
        aggregate: parseAggregate(ctx, remote, def, field, at, depth + 1),
      });
    }
  }
  return out;
}

/** T_aggregate { aggregate { count sum {...} ... } nodes { ... } }. */
export function parseAggregate(
  ctx: SelectContext,
  table: ModelTable,
  def: Field,
  node: FieldNode,
  path: string,
  depth: number,
): AggregateIR {
  const base = parseListArguments(ctx, table, fieldArguments(ctx, def, node), path);
  const aggType = getNamedType(def.type) as GraphQLObjectType;
  const selections: AggregateSelectionIR[] = [];
  let nodeFields: FieldIR[] = [];
  for (const [alias, field] of collectFields(ctx, node.selectionSet)) {
    const name = field.name.value;
    const at = `${path}.selectionSet.${alias}`;
    if (name === '__typename') selections.push({ kind: 'typename', alias, typename: aggType.name });
    else if (name === 'nodes') {
      const rowType = getNamedType(aggType.getFields().nodes!.type) as GraphQLObjectType;
      nodeFields = [...nodeFields, ...parseRowFields(ctx, table, rowType, field, at, depth)];
      selections.push({ kind: 'nodes', alias });
    } else if (name === 'aggregate') {
      const fieldsType = getNamedType(aggType.getFields().aggregate!.type) as GraphQLObjectType;
      selections.push({
        kind: 'aggregate',
        alias,
        typename: fieldsType.name,
        fields: parseAggregateFields(ctx, fieldsType, field, at),
      });
    } else throw validationFailed(`field '${name}' not found in type: '${aggType.name}'`, at);
  }
  if (selections.filter((s) => s.kind === 'nodes').length > 1)
    throw validationFailed('select "nodes" once per aggregate', path);
  return { select: { ...base, fields: nodeFields }, selections };
}

function parseAggregateFields(
  ctx: SelectContext,
  type: GraphQLObjectType,
  node: FieldNode,
  path: string,
): AggregateFieldIR[] {
  const out: AggregateFieldIR[] = [];
  for (const [alias, field] of collectFields(ctx, node.selectionSet)) {
    const name = field.name.value;
    if (name === '__typename') out.push({ kind: 'typename', alias, typename: type.name });
    else if (name === 'count') {
      const args = fieldArguments(ctx, type.getFields().count!, field);
      out.push({
        kind: 'count',
        alias,
        columns: (args.columns as string[] | undefined) ?? [],
        distinct: args.distinct === true,
      });
    } else {
      const opType = getNamedType(type.getFields()[name]?.type);
      if (!isObjectType(opType))
        throw validationFailed(
          `field '${name}' not found in type: '${type.name}'`,
          `${path}.selectionSet.${alias}`,
        );
      const columns: { alias: string; column: string }[] = [];
      let typename: string | undefined;
      for (const [colAlias, colField] of collectFields(ctx, field.selectionSet)) {
        if (colField.name.value === '__typename') typename = opType.name;
        else columns.push({ alias: colAlias, column: colField.name.value });
      }
      out.push({ kind: 'operator', alias, op: name, columns, ...(typename ? { typename } : {}) });
    }
  }
  return out;
}

export const NO_FILTER = TRUE;
