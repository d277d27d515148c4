import type { AggregateIR, FieldIR, OrderByItem, OrderExpr, SelectIR } from '../ir/ir-types';
import { renderBoolExp, renderColumnExpr, renderJoin, whereClause } from './render-bool-exp';
import { quoteIdent, quoteLiteral, quoteTable, type RenderContext } from './render-context';

const MAX_JSON_ARGS = 100;

/** "a.b[0]" or "$.a.b[0]" -> ['a','b','0'] for the #> operator. */
export function jsonPathKeys(path: string): string[] {
  const body = path.replace(/^\$\.?/, '');
  return body.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
}

function renderField(rc: RenderContext, field: FieldIR, alias: string): string {
  switch (field.kind) {
    case 'column': {
      const col = `${alias}.${quoteIdent(field.column)}`;
      if (!field.path || field.path.kind !== 'literal') return col;
      return `(${col} #> ${rc.param({ kind: 'literal', value: jsonPathKeys(String(field.path.value)), pgType: 'text[]' })})`;
    }
    case 'computed':
      return `${quoteTable(field.schema, field.fn)}(${rc.rowRef(alias)})`;
    case 'typename':
      return quoteLiteral(field.typename);
    case 'object_rel': {
      const inner = rc.alias();
      const where = whereClause([
        ...renderJoin(rc, field.join, alias, inner),
        renderBoolExp(rc, field.select.where, inner),
      ]);
      return `(SELECT ${renderRowJson(rc, field.select.fields, inner)} FROM ${rc.from(field.join.remote, inner)}${where} LIMIT 1)`;
    }
    case 'array_rel':
      return `(${renderSelectList(rc, field.select, (inner) => renderJoin(rc, field.join, alias, inner))})`;
    case 'array_aggregate':
      return `(${renderAggregate(rc, field.aggregate, (inner) => renderJoin(rc, field.join, alias, inner))})`;
  }
}

/** A row as JSON with the requested keys in the requested order. */
export function renderRowJson(rc: RenderContext, fields: FieldIR[], alias: string): string {
  const pairs = fields.map((f) => `${quoteLiteral(f.alias)}, ${renderField(rc, f, alias)}`);
  if (pairs.length * 2 <= MAX_JSON_ARGS) return `json_build_object(${pairs.join(', ')})`;
  // json_build_object takes at most 100 arguments; a sub-select keeps key order for wider rows.
  const cols = fields.map((f) => `${renderField(rc, f, alias)} AS ${quoteIdent(f.alias)}`);
  const e = rc.alias();
  return `(SELECT row_to_json(${e}) FROM (SELECT ${cols.join(', ')}) AS ${e})`;
}

function renderOrderExpr(rc: RenderContext, expr: OrderExpr, alias: string): string {
  if (expr.kind === 'column' || expr.kind === 'computed') return renderColumnExpr(rc, expr, alias);
  const inner = rc.alias();
  const from = rc.from(expr.join.remote, inner);
  const where = whereClause([
    ...renderJoin(rc, expr.join, alias, inner),
    renderBoolExp(rc, expr.where, inner),
  ]);
  if (expr.kind === 'object_rel')
    return `(SELECT ${renderOrderExpr(rc, expr.expr, inner)} FROM ${from}${where} LIMIT 1)`;
  const value = expr.op === 'count' ? 'count(*)' : `${expr.op}(${inner}.${quoteIdent(expr.column ?? '')})`;
  return `(SELECT ${value} FROM ${from}${where})`;
}

const direction = (o: Pick<OrderByItem, 'direction' | 'nulls'>) => `${o.direction} NULLS ${o.nulls}`;

interface InnerSelect {
  sql: string;
  /** ORDER BY over the sub-select's exposed order columns, for json_agg. */
  aggOrder: string;
}

/**
 * SELECT <extra columns>, <order columns> FROM table WHERE ... ORDER BY ... LIMIT ... OFFSET ...
 * The order expressions are exposed as "o0", "o1" so the outer json_agg keeps the order.
 */
function renderInnerSelect(
  rc: RenderContext,
  select: SelectIR,
  columns: (inner: string) => string[],
  joinOn: (inner: string) => string[],
  extraWhere: (inner: string) => string[] = () => [],
): InnerSelect {
  const inner = rc.alias();
  const where = whereClause([...joinOn(inner), renderBoolExp(rc, select.where, inner), ...extraWhere(inner)]);
  const order = select.orderBy.map((o) => ({ expr: renderOrderExpr(rc, o.expr, inner), dir: direction(o) }));
  const distinct = select.distinctOn?.map((c) => `${inner}.${quoteIdent(c)}`);
  // ORDER BY names the exposed "oN" columns, so a relationship sub-select is evaluated once a row.
  const orderSql = order.length > 0 ? order.map((o, i) => `"o${i}" ${o.dir}`) : (distinct ?? []);
  const cols = [...columns(inner), ...order.map((o, i) => `${o.expr} AS "o${i}"`)];
  const from = select.fromFunction
    ? `${quoteTable(select.fromFunction.schema, select.fromFunction.name)}(${select.fromFunction.args.map((a) => rc.param(a)).join(', ')}) AS ${inner}`
    : rc.from(select.table, inner);
  let sql = `SELECT ${distinct ? `DISTINCT ON (${distinct.join(', ')}) ` : ''}${cols.join(', ')} FROM ${from}${where}`;
  if (orderSql.length > 0) sql += ` ORDER BY ${orderSql.join(', ')}`;
  if (select.limit) sql += ` LIMIT ${rc.param(select.limit)}`;
  if (select.offset) sql += ` OFFSET ${rc.param(select.offset)}`;
  const aggOrder = order.length > 0 ? ` ORDER BY ${order.map((o, i) => `"o${i}" ${o.dir}`).join(', ')}` : '';
  return { sql, aggOrder };
}

/** The rows of a select as one JSON array (root field or array relationship). */
export function renderSelectList(
  rc: RenderContext,
  select: SelectIR,
  joinOn: (inner: string) => string[] = () => [],
  extraWhere?: (inner: string) => string[],
): string {
  const { sql, aggOrder } = renderInnerSelect(
    rc,
    select,
    (inner) => [`${renderRowJson(rc, select.fields, inner)} AS "j"`],
    joinOn,
    extraWhere,
  );
  const s = rc.alias();
  return `SELECT coalesce(json_agg(${s}."j"${aggOrder}), '[]'::json) FROM (${sql}) AS ${s}`;
}

/** T_aggregate as one JSON object: aggregates over the (limited) rows, and their nodes. */
export function renderAggregate(
  rc: RenderContext,
  agg: AggregateIR,
  joinOn: (inner: string) => string[] = () => [],
): string {
  const needed = new Set<string>();
  for (const sel of agg.selections) {
    if (sel.kind !== 'aggregate') continue;
    for (const f of sel.fields) {
      if (f.kind === 'count') f.columns.forEach((c) => needed.add(c));
      if (f.kind === 'operator') f.columns.forEach((c) => needed.add(c.column));
    }
  }
  const wantsNodes = agg.selections.some((s) => s.kind === 'nodes');
  const { sql, aggOrder } = renderInnerSelect(
    rc,
    agg.select,
    (inner) => [
      ...[...needed].map((c) => `${inner}.${quoteIdent(c)} AS ${quoteIdent(`c_${c}`)}`),
      ...(wantsNodes ? [`${renderRowJson(rc, agg.select.fields, inner)} AS "j"`] : []),
      '1 AS "one"',
    ],
    joinOn,
  );
  const s = rc.alias();
  const col = (c: string) => `${s}.${quoteIdent(`c_${c}`)}`;
  const parts = agg.selections.map((sel) => {
    if (sel.kind === 'typename') return `${quoteLiteral(sel.alias)}, ${quoteLiteral(sel.typename)}`;
    if (sel.kind === 'nodes')
      return `${quoteLiteral(sel.alias)}, coalesce(json_agg(${s}."j"${aggOrder}) FILTER (WHERE ${s}."j" IS NOT NULL), '[]'::json)`;
    const fields = sel.fields.map((f) => {
      if (f.kind === 'typename') return `${quoteLiteral(f.alias)}, ${quoteLiteral(f.typename)}`;
      if (f.kind === 'count') {
        const counted =
          f.columns.length === 0
            ? '*'
            : `${f.distinct ? 'DISTINCT ' : ''}${f.columns.length === 1 ? col(f.columns[0]!) : `(${f.columns.map(col).join(', ')})`}`;
        return `${quoteLiteral(f.alias)}, count(${counted})`;
      }
      const cols = f.columns.map((c) => `${quoteLiteral(c.alias)}, ${f.op}(${col(c.column)})`);
      if (f.typename) cols.push(`'__typename', ${quoteLiteral(f.typename)}`);
      return `${quoteLiteral(f.alias)}, json_build_object(${cols.join(', ')})`;
    });
    return `${quoteLiteral(sel.alias)}, json_build_object(${fields.join(', ')})`;
  });
  return `SELECT json_build_object(${parts.join(', ')}) FROM (${sql}) AS ${s}`;
}

/** One row or null (T_by_pk). */
export function renderSelectOne(rc: RenderContext, select: SelectIR): string {
  const inner = rc.alias();
  const where = whereClause([renderBoolExp(rc, select.where, inner)]);
  return `SELECT ${renderRowJson(rc, select.fields, inner)} FROM ${rc.from(select.table, inner)}${where} LIMIT 1`;
}
