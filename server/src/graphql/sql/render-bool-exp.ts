import type { BoolExp, ColumnExpr, Comparison, Join } from '../ir/ir-types';
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

export function renderJoin(join: Join, outer: string, inner: string): string[] {
  return join.mapping.map(
    ([local, remote]) => `${inner}.${quoteIdent(remote)} = ${outer}.${quoteIdent(local)}`,
  );
}

export function whereClause(conditions: string[]): string {
  const kept = conditions.filter((c) => c !== 'true');
  return kept.length === 0 ? '' : ` WHERE ${kept.join(' AND ')}`;
}

/** A boolean expression over the row `alias`; relationships become EXISTS subqueries. */
export function renderBoolExp(rc: RenderContext, exp: BoolExp, alias: string): string {
  switch (exp.kind) {
    case 'true':
      return 'true';
    case 'false':
      return 'false';
    case 'and':
      return exp.items.length === 0
        ? 'true'
        : `(${exp.items.map((i) => renderBoolExp(rc, i, alias)).join(' AND ')})`;
    case 'or':
      return exp.items.length === 0
        ? 'false'
        : `(${exp.items.map((i) => renderBoolExp(rc, i, alias)).join(' OR ')})`;
    case 'not':
      return `(NOT ${renderBoolExp(rc, exp.item, alias)})`;
    case 'compare': {
      const left = renderColumnExpr(rc, exp.left, alias);
      return renderComparison(rc, exp.castText ? `(${left})::text` : left, { op: exp.op, value: exp.value });
    }
    case 'exists': {
      const inner = rc.alias();
      const where = whereClause([...renderJoin(exp.join, alias, inner), renderBoolExp(rc, exp.where, inner)]);
      return `EXISTS (SELECT 1 FROM ${quoteTable(exp.join.remote.schema, exp.join.remote.name)} AS ${inner}${where})`;
    }
    case 'aggregate_count': {
      const inner = rc.alias();
      const cols = exp.columns.map((c) => `${inner}.${quoteIdent(c)}`);
      const counted =
        cols.length === 0
          ? '*'
          : `${exp.distinct ? 'DISTINCT ' : ''}${cols.length === 1 ? cols[0] : `(${cols.join(', ')})`}`;
      const where = whereClause([...renderJoin(exp.join, alias, inner), renderBoolExp(rc, exp.where, inner)]);
      const count = `(SELECT count(${counted}) FROM ${quoteTable(exp.join.remote.schema, exp.join.remote.name)} AS ${inner}${where})`;
      return `(${exp.predicate.map((p) => renderComparison(rc, count, p)).join(' AND ') || 'true'})`;
    }
  }
}
