import { validationFailed } from '../shared/graphql-error';
import type { ModelTable } from '../metadata/model-types';
import type { OrderByItem, OrderExpr } from './ir-types';
import { TRUE, parseBoolExp, type BoolExpContext } from './parse-bool-exp';

const DIRECTIONS: Record<string, Pick<OrderByItem, 'direction' | 'nulls'>> = {
  asc: { direction: 'ASC', nulls: 'LAST' },
  asc_nulls_first: { direction: 'ASC', nulls: 'FIRST' },
  asc_nulls_last: { direction: 'ASC', nulls: 'LAST' },
  desc: { direction: 'DESC', nulls: 'FIRST' },
  desc_nulls_first: { direction: 'DESC', nulls: 'FIRST' },
  desc_nulls_last: { direction: 'DESC', nulls: 'LAST' },
};

function direction(value: unknown, path: string) {
  const d = typeof value === 'string' ? DIRECTIONS[value] : undefined;
  if (!d) throw validationFailed('expected an order_by value', path);
  return d;
}

function remoteRowFilter(ctx: BoolExpContext, remote: ModelTable, path: string) {
  const perm = remote.permissions[ctx.role]?.select;
  if (!perm) throw validationFailed(`no select permission on "${remote.graphqlName}"`, path);
  return perm ? parseBoolExp({ ...ctx, source: 'permission' }, perm.filter, remote, path) : TRUE;
}

function parseOrderObject(
  ctx: BoolExpContext,
  table: ModelTable,
  obj: Record<string, unknown>,
  wrap: (e: OrderExpr) => OrderExpr,
  path: string,
  out: OrderByItem[],
) {
  for (const [key, value] of Object.entries(obj)) {
    if (value === null || value === undefined) continue;
    const at = `${path}.${key}`;
    const col = table.columns.get(key);
    const cf = table.computedFields.get(key);
    const rel = table.relationships.get(key);
    if (col)
      out.push({ expr: wrap({ kind: 'column', column: key, pgType: col.pgType }), ...direction(value, at) });
    else if (cf)
      out.push({
        expr: wrap({ kind: 'computed', schema: cf.functionSchema, fn: cf.functionName, pgType: cf.pgType }),
        ...direction(value, at),
      });
    else if (rel?.kind === 'object') {
      const remote = ctx.model.tables.get(rel.remoteTable)!;
      const where = remoteRowFilter(ctx, remote, at);
      parseOrderObject(
        ctx,
        remote,
        value as Record<string, unknown>,
        (e) => wrap({ kind: 'object_rel', join: { remote, mapping: rel.mapping }, where, expr: e }),
        at,
        out,
      );
    } else if (key.endsWith('_aggregate') && table.relationships.get(key.slice(0, -10))?.kind === 'array') {
      const arr = table.relationships.get(key.slice(0, -10))!;
      const remote = ctx.model.tables.get(arr.remoteTable)!;
      const join = { remote, mapping: arr.mapping };
      const where = remoteRowFilter(ctx, remote, at);
      for (const [op, spec] of Object.entries(value as Record<string, unknown>)) {
        if (spec === null || spec === undefined) continue;
        if (op === 'count')
          out.push({ expr: wrap({ kind: 'aggregate', join, where, op }), ...direction(spec, `${at}.count`) });
        else {
          for (const [column, dir] of Object.entries(spec as Record<string, unknown>)) {
            if (dir === null || dir === undefined) continue;
            out.push({
              expr: wrap({ kind: 'aggregate', join, where, op, column }),
              ...direction(dir, `${at}.${op}.${column}`),
            });
          }
        }
      }
    } else throw validationFailed(`field '${key}' not found in type: '${table.graphqlName}_order_by'`, at);
  }
}

/** order_by: a list (or one object) of T_order_by, in the order given. */
export function parseOrderBy(
  ctx: BoolExpContext,
  table: ModelTable,
  value: unknown,
  path = '$.order_by',
): OrderByItem[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: OrderByItem[] = [];
  list.forEach((obj, i) =>
    parseOrderObject(ctx, table, obj as Record<string, unknown>, (e) => e, `${path}[${i}]`, out),
  );
  return out;
}
