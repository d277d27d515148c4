import type { BoolExp, ColumnExpr, Comparison, Join } from '../ir/ir-types';
import { CUSTOMER_VAR } from '../metadata/resolve-permissions';
import { quoteIdent, quoteTable, type RenderContext } from './render-context';

const BINARY: Record<string, string> = {
  _eq: '=',
  _neq: '<>',
  _gt: '>',
  _gte: '>=',
  _lt: '<',
  _lte: '<=',
  _like: 'LIKE',
  _nlike: 'NOT LIKE',
  _ilike: 'ILIKE',
  _nilike: 'NOT ILIKE',
  _similar: 'SIMILAR TO',
  _nsimilar: 'NOT SIMILAR TO',
  _regex: '~',
  _nregex: '!~',
  _iregex: '~*',
  _niregex: '!~*',
  _contains: '@>',
  _contained_in: '<@',
  _has_key: '?',
  _has_keys_any: '?|',
  _has_keys_all: '?&',
  _ceq: '=',
  _cne: '<>',
  _cgt: '>',
  _cgte: '>=',
  _clt: '<',
  _clte: '<=',
};

export function renderColumnExpr(rc: RenderContext, expr: ColumnExpr, alias: string): string {
  return expr.kind === 'column'
    ? `${alias}.${quoteIdent(expr.column)}`
    : `${quoteTable(expr.schema, expr.fn)}(${rc.rowRef(alias)})`;
}

export function renderComparison(rc: RenderContext, left: string, c: Comparison): string {
  if (c.op === '_is_null') return `(${left} IS ${c.value ? '' : 'NOT '}NULL)`;
  if (typeof c.value === 'boolean') throw new Error(`unexpected boolean for ${c.op}`);
  if (c.op === '_in') return `(${left} = ANY(${rc.param(c.value)}))`;
  if (c.op === '_nin') return `(${left} <> ALL(${rc.param(c.value)}))`;
  return `(${left} ${BINARY[c.op]} ${rc.param(c.value)})`;
}

/**
 * The conditions that tie a related row (`inner`) to its row (`outer`): the relationship's columns
 * and, for a table of tenants' rows, the session's tenant. Every relationship the engine follows in
 * SQL passes here (permission rules, where, order_by, aggregates, nested selects, mutation checks),
 * so no rule can reach another tenant's row through a relationship, whatever that row points at
 * (issue 17.2: a row planted by another tenant once made its rule's EXISTS true).
 */
export function renderJoin(rc: RenderContext, join: Join, outer: string, inner: string): string[] {
  const on = join.mapping.map(
    ([local, remote]) => `${inner}.${quoteIdent(remote)} = ${outer}.${quoteIdent(local)}`,
  );
  const tenant = join.remote.tenantColumn;
  if (tenant) {
    const pgType = join.remote.columns.get(tenant)?.pgType ?? 'bigint';
    on.push(`${inner}.${quoteIdent(tenant)} = ${rc.sessionParam(CUSTOMER_VAR, pgType)}`);
  }
  return on;
}

export function whereClause(conditions: string[]): string {
  const kept = conditions.filter((c) => c !== 'true');
  return kept.length === 0 ? '' : ` WHERE ${kept.join(' AND ')}`;
}

/** Count or bool_and/bool_or over the related rows, compared with the predicate's operators. */
function renderAggregatePredicate(
  rc: RenderContext,
  exp: Extract<BoolExp, { kind: 'aggregate_count' | 'aggregate_bool' }>,
  alias: string,
  outer: string[],
): string {
  const inner = rc.alias();
  const cols = (exp.kind === 'aggregate_count' ? exp.columns : [exp.column]).map(
    (c) => `${inner}.${quoteIdent(c)}`,
  );
  const argument =
    cols.length === 0
      ? '*'
      : `${exp.distinct ? 'DISTINCT ' : ''}${cols.length === 1 ? cols[0] : `(${cols.join(', ')})`}`;
  const fn = exp.kind === 'aggregate_count' ? 'count' : exp.fn;
  const where = whereClause([
    ...renderJoin(rc, exp.join, alias, inner),
    renderBoolExp(rc, exp.where, inner, [...outer, alias]),
  ]);
  const value = `(SELECT ${fn}(${argument}) FROM ${rc.from(exp.join.remote, inner)}${where})`;
  return `(${exp.predicate.map((p) => renderComparison(rc, value, p)).join(' AND ') || 'true'})`;
}

/**
 * A boolean expression over the row `alias`; relationships become EXISTS subqueries. `outer` holds
 * the aliases of the enclosing rows (outermost first), for column comparisons that name them.
 */
export function renderBoolExp(rc: RenderContext, exp: BoolExp, alias: string, outer: string[] = []): string {
  switch (exp.kind) {
    case 'true':
      return 'true';
    case 'false':
      return 'false';
    case 'and':
      return exp.items.length === 0
        ? 'true'
        : `(${exp.items.map((i) => renderBoolExp(rc, i, alias, outer)).join(' AND ')})`;
    case 'or':
      return exp.items.length === 0
        ? 'false'
        : `(${exp.items.map((i) => renderBoolExp(rc, i, alias, outer)).join(' OR ')})`;
    case 'not':
      return `(NOT ${renderBoolExp(rc, exp.item, alias, outer)})`;
    case 'compare': {
      const left = renderColumnExpr(rc, exp.left, alias);
      return renderComparison(rc, exp.castText ? `(${left})::text` : left, { op: exp.op, value: exp.value });
    }
    case 'compare_column': {
      const row = exp.right.up === 0 ? alias : outer[outer.length - exp.right.up];
      if (!row) throw new Error('a column comparison names a row outside its expression');
      return `(${renderColumnExpr(rc, exp.left, alias)} ${BINARY[exp.op]} ${row}.${quoteIdent(exp.right.column)})`;
    }
    case 'exists': {
      const inner = rc.alias();
      const where = whereClause([
        ...renderJoin(rc, exp.join, alias, inner),
        renderBoolExp(rc, exp.where, inner, [...outer, alias]),
      ]);
      return `EXISTS (SELECT 1 FROM ${rc.from(exp.join.remote, inner)}${where})`;
    }
    case 'aggregate_count':
    case 'aggregate_bool':
      return renderAggregatePredicate(rc, exp, alias, outer);
  }
}
