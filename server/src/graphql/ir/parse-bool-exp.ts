import { validationFailed } from '../shared/graphql-error';
import type { RequestBudget } from '../shared/request-limits';
import type { Model, ModelTable } from '../metadata/model-types';
import type { GraphqlRole } from '../metadata/metadata-types';
import type {
  BoolExp,
  BooleanAggregate,
  ColumnExpr,
  Comparison,
  ComparisonOp,
  Join,
  ValueRef,
} from './ir-types';
import { COLUMN_OPS, columnOperand } from './parse-column-comparison';
import { isSessionVariable } from '../shared/session-values';

export interface BoolExpContext {
  model: Model;
  role: GraphqlRole;
  /** "request": values are literals and relationships carry the remote table's row filter.
   *  "permission": strings naming X-Hasura-* variables are session values; no remote filter. */
  source: 'request' | 'permission';
  /** The tables enclosing the current one in this expression, outermost (the rule's table) first. */
  scope?: ModelTable[];
  /** The request's time budget for the compile stages (request-limits.ts). */
  budget?: RequestBudget;
}

const SCALAR_OPS = new Set([
  '_eq',
  '_neq',
  '_gt',
  '_gte',
  '_lt',
  '_lte',
  '_like',
  '_nlike',
  '_ilike',
  '_nilike',
  '_similar',
  '_nsimilar',
  '_regex',
  '_nregex',
  '_iregex',
  '_niregex',
  '_contains',
  '_contained_in',
]);

export const TRUE: BoolExp = { kind: 'true' };

export function andExp(...items: BoolExp[]): BoolExp {
  const kept = items.filter((i) => i.kind !== 'true');
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? kept[0]! : { kind: 'and', items: kept };
}

function valueRef(ctx: BoolExpContext, value: unknown, pgType: string, path: string): ValueRef {
  if (value === null || value === undefined)
    throw validationFailed('unexpected null value in a boolean expression', path);
  if (ctx.source === 'permission' && isSessionVariable(value))
    return { kind: 'session', name: value, pgType };
  return { kind: 'literal', value, pgType };
}

/** <Scalar>_comparison_exp -> comparisons of one left-hand side. */
export function parseComparisons(
  ctx: BoolExpContext,
  exp: Record<string, unknown>,
  pgType: string,
  path: string,
): Comparison[] {
  const out: Comparison[] = [];
  for (const [op, value] of Object.entries(exp)) {
    const at = `${path}.${op}`;
    if (SCALAR_OPS.has(op)) {
      const type =
        op === '_contains' || op === '_contained_in'
          ? 'jsonb'
          : /like|similar|regex/.test(op)
            ? 'text'
            : pgType;
      out.push({ op: op as ComparisonOp, value: valueRef(ctx, value, type, at) });
    } else if (op === '_in' || op === '_nin') {
      if (!Array.isArray(value)) throw validationFailed(`expected a list for ${op}`, at);
      out.push({ op, value: valueRef(ctx, value, `${pgType}[]`, at) });
    } else if (op === '_is_null') {
      if (typeof value !== 'boolean') throw validationFailed('expected a boolean for _is_null', at);
      out.push({ op, value });
    } else if (op === '_has_key') {
      out.push({ op, value: valueRef(ctx, value, 'text', at) });
    } else if (op === '_has_keys_any' || op === '_has_keys_all') {
      out.push({ op, value: valueRef(ctx, value, 'text[]', at) });
    } else {
      throw validationFailed(`field '${op}' not found in comparison expression`, at);
    }
  }
  return out;
}

function compareColumn(
  ctx: BoolExpContext,
  table: ModelTable,
  left: ColumnExpr,
  exp: unknown,
  path: string,
): BoolExp {
  if (!exp || typeof exp !== 'object') throw validationFailed('expected an object for a comparison', path);
  const items: BoolExp[] = [];
  const { _cast: cast, ...rest } = exp as Record<string, unknown>;
  const scalar: Record<string, unknown> = {};
  for (const [op, value] of Object.entries(rest)) {
    const columnOp = ctx.source === 'permission' ? COLUMN_OPS[op] : undefined;
    if (columnOp)
      items.push({
        kind: 'compare_column',
        left,
        op: columnOp,
        right: columnOperand(ctx, table, left, value, `${path}.${op}`),
      });
    else scalar[op] = value;
  }
  for (const c of parseComparisons(ctx, scalar, left.pgType, path))
    items.push({ kind: 'compare', left, op: c.op, value: c.value });
  if (cast && typeof cast === 'object') {
    const asString = (cast as Record<string, unknown>).String;
    if (asString && typeof asString === 'object') {
      for (const c of parseComparisons(
        ctx,
        asString as Record<string, unknown>,
        'text',
        `${path}._cast.String`,
      )) {
        items.push({ kind: 'compare', left, castText: true, op: c.op, value: c.value });
      }
    }
  }
  return andExp(...items);
}

function remoteFilter(ctx: BoolExpContext, remote: ModelTable, path: string): BoolExp {
  if (ctx.source === 'permission') return TRUE;
  const perm = remote.permissions[ctx.role]?.select;
  if (!perm) throw validationFailed(`no select permission on "${remote.graphqlName}"`, path);
  // The remote table's own rule: its "$" is the remote table, so it starts a new scope.
  return parseBoolExp({ ...ctx, source: 'permission', scope: [] }, perm.filter, remote, path);
}

/** The context one relationship level further in (for column comparisons' "$"). */
const inner = (ctx: BoolExpContext, table: ModelTable): BoolExpContext => ({
  ...ctx,
  scope: [...(ctx.scope ?? []), table],
});

interface AggregatePredicateJson {
  arguments?: string[] | string;
  distinct?: boolean;
  filter?: unknown;
  predicate?: Record<string, unknown>;
}

const AGGREGATE_FUNCTIONS = ['count', 'bool_and', 'bool_or'] as const;

/** <arr>_aggregate: {count | bool_and | bool_or: {arguments, distinct, filter, predicate}}, exactly one. */
function parseAggregatePredicate(
  ctx: BoolExpContext,
  table: ModelTable,
  join: Join,
  value: unknown,
  path: string,
): BoolExp {
  const given = Object.entries((value ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== null && v !== undefined,
  );
  if (given.length !== 1) throw validationFailed('exactly one predicate should be specified', path);
  const [fn, raw] = given[0]!;
  if (!(AGGREGATE_FUNCTIONS as readonly string[]).includes(fn))
    throw validationFailed(
      `field '${fn}' not found in type: '${join.remote.graphqlName}_aggregate_bool_exp'`,
      path,
    );
  const spec = raw as AggregatePredicateJson;
  const at = `${path}.${fn}`;
  if (!spec.predicate) throw validationFailed(`expected "${fn}" with a "predicate"`, at);
  const remote = join.remote;
  const where = andExp(
    remoteFilter(ctx, remote, at),
    parseBoolExp(inner(ctx, table), spec.filter, remote, `${at}.filter`),
  );
  const columns =
    spec.arguments === undefined ? [] : Array.isArray(spec.arguments) ? spec.arguments : [spec.arguments];
  for (const c of columns)
    if (!remote.columns.has(c))
      throw validationFailed(`column "${c}" not found in "${remote.graphqlName}"`, `${at}.arguments`);
  if (fn === 'count')
    return {
      kind: 'aggregate_count',
      join,
      where,
      columns,
      distinct: spec.distinct ?? false,
      predicate: parseComparisons(ctx, spec.predicate, 'bigint', `${at}.predicate`),
    };
  const column = columns[0];
  if (columns.length !== 1 || remote.columns.get(column!)?.scalar !== 'Boolean')
    throw validationFailed(`"${fn}" expects one Boolean column in "arguments"`, `${at}.arguments`);
  return {
    kind: 'aggregate_bool',
    fn: fn as BooleanAggregate,
    join,
    where,
    column: column!,
    distinct: spec.distinct ?? false,
    predicate: parseComparisons(ctx, spec.predicate, 'boolean', `${at}.predicate`),
  };
}

/** A Hasura boolean expression (request `where` or permission filter) over `table`. */
export function parseBoolExp(ctx: BoolExpContext, exp: unknown, table: ModelTable, path = '$'): BoolExp {
  if (exp === null || exp === undefined) return TRUE;
  if (typeof exp !== 'object' || Array.isArray(exp))
    throw validationFailed('expected an object for a boolean expression', path);
  const items: BoolExp[] = [];
  for (const [key, value] of Object.entries(exp as Record<string, unknown>)) {
    ctx.budget?.check();
    const at = `${path}.${key}`;
    if (key === '_and' || key === '_or') {
      const list = Array.isArray(value) ? value : [value];
      const parsed = list.map((v, i) => parseBoolExp(ctx, v, table, `${at}[${i}]`));
      items.push(
        key === '_and'
          ? andExp(...parsed)
          : parsed.length === 0
            ? { kind: 'false' }
            : { kind: 'or', items: parsed },
      );
    } else if (key === '_not') {
      items.push({ kind: 'not', item: parseBoolExp(ctx, value, table, at) });
    } else if (key === '_exists') {
      const spec = value as { _table?: string | { schema?: string; name: string }; _where?: unknown };
      const ref =
        typeof spec._table === 'string'
          ? `public.${spec._table}`
          : `${spec._table?.schema ?? 'public'}.${spec._table?.name}`;
      const remote = ctx.model.tables.get(ref);
      if (!remote) throw validationFailed(`_exists: table ${ref} is not tracked`, at);
      items.push({
        kind: 'exists',
        join: { remote, mapping: [] },
        where: parseBoolExp(inner(ctx, table), spec._where, remote, `${at}._where`),
      });
    } else if (table.columns.has(key)) {
      const col = table.columns.get(key)!;
      items.push(compareColumn(ctx, table, { kind: 'column', column: key, pgType: col.pgType }, value, at));
    } else if (table.computedFields.has(key)) {
      const cf = table.computedFields.get(key)!;
      items.push(
        compareColumn(
          ctx,
          table,
          { kind: 'computed', schema: cf.functionSchema, fn: cf.functionName, pgType: cf.pgType },
          value,
          at,
        ),
      );
    } else if (table.relationships.has(key)) {
      const rel = table.relationships.get(key)!;
      const remote = ctx.model.tables.get(rel.remoteTable)!;
      const join = { remote, mapping: rel.mapping };
      items.push({
        kind: 'exists',
        join,
        where: andExp(remoteFilter(ctx, remote, at), parseBoolExp(inner(ctx, table), value, remote, at)),
      });
    } else if (
      key.endsWith('_aggregate') &&
      table.relationships.get(key.slice(0, -'_aggregate'.length))?.kind === 'array'
    ) {
      const rel = table.relationships.get(key.slice(0, -'_aggregate'.length))!;
      const remote = ctx.model.tables.get(rel.remoteTable)!;
      items.push(parseAggregatePredicate(ctx, table, { remote, mapping: rel.mapping }, value, at));
    } else {
      throw validationFailed(`field '${key}' not found in type: '${table.graphqlName}_bool_exp'`, at);
    }
  }
  return andExp(...items);
}
