import type { DeleteIR, InsertIR, InsertRowIR, OnConflictIR, UpdateIR } from '../ir/ir-types';
import type { ModelTable } from '../metadata/model-types';
import { renderBoolExp, whereClause } from './render-bool-exp';
import { quoteIdent, quoteTable, type RenderContext, type SqlStatement } from './render-context';
import { CHECK_COLUMN, renderCheck, renderOnConflict, renderReturning } from './render-mutation-answer';
import { hasNestedRows } from './plan-nested-insert';
import { renderNestedInsert } from './render-nested-insert';

export { CHECK_COLUMN, ERROR_COLUMN } from './render-mutation-answer';
export { singleStatementInsert } from './plan-nested-insert';

/**
 * INSERT of the rows, its check and its answer: one statement. Rows with object or array
 * relationship inserts become one statement of data-modifying CTEs (render-nested-insert.ts).
 */
export function renderInsert(
  rc: RenderContext,
  ir: Pick<InsertIR, 'table' | 'rows' | 'onConflict' | 'check' | 'returning'>,
): SqlStatement {
  if (hasNestedRows(ir)) return renderNestedInsert(rc, ir);
  const columns = [...new Set(ir.rows.flatMap((r) => [...r.values.keys()]))];
  const target = rc.alias();
  const table = quoteTable(ir.table.schema, ir.table.name);
  const values = ir.rows.map(
    (r) =>
      `(${columns
        .map((c) => {
          const v = r.values.get(c);
          return v ? rc.param(v) : 'DEFAULT';
        })
        .join(', ')})`,
  );
  // `objects: []` inserts nothing (Hasura answers affected_rows 0); one row without columns takes
  // every default.
  const insert =
    ir.rows.length === 0
      ? `SELECT * FROM ${table} AS ${target} WHERE false`
      : columns.length === 0
        ? `INSERT INTO ${table} AS ${target} DEFAULT VALUES${renderOnConflict(rc, ir.onConflict, target)} RETURNING *`
        : `INSERT INTO ${table} AS ${target} (${columns.map(quoteIdent).join(', ')}) VALUES ${values.join(', ')}${renderOnConflict(rc, ir.onConflict, target)} RETURNING *`;
  const cte = rc.alias();
  const text = `WITH ${cte} AS (${insert}) SELECT (${renderReturning(rc, ir.returning, cte, ir.table)})::text AS "root", ${renderCheck(rc, ir.check, cte, ir.table)} AS "${CHECK_COLUMN}"`;
  return { text, params: rc.params };
}

/**
 * One row of a nested insert run statement by statement (only for the shape singleStatementInsert
 * refuses): answers the whole new row as JSON (its keys feed the children).
 */
export function renderInsertRow(
  rc: RenderContext,
  table: ModelTable,
  row: InsertRowIR,
  onConflict: OnConflictIR | undefined,
  check: InsertIR['check'],
): SqlStatement {
  return renderInsert(rc, {
    table,
    rows: [row],
    ...(onConflict ? { onConflict } : {}),
    check,
    returning: {
      kind: 'single',
      fields: [...table.columns.keys()].map((c) => ({
        kind: 'column',
        alias: c,
        column: c,
        pgType: table.columns.get(c)!.pgType,
      })),
    },
  });
}

const UPDATE_OPS: Record<string, (col: string, param: string) => string> = {
  _set: (_col, p) => p,
  _inc: (col, p) => `${col} + ${p}`,
  _append: (col, p) => `${col} || ${p}`,
  _prepend: (col, p) => `${p} || ${col}`,
  _delete_key: (col, p) => `${col} - ${p}`,
  _delete_elem: (col, p) => `${col} - ${p}`,
  _delete_at_path: (col, p) => `${col} #- ${p}`,
};

export function renderUpdate(rc: RenderContext, ir: UpdateIR): SqlStatement {
  const target = rc.alias();
  const set = ir.operations.map(
    (o) =>
      `${quoteIdent(o.column)} = ${UPDATE_OPS[o.op]!(`${target}.${quoteIdent(o.column)}`, rc.param(o.value))}`,
  );
  const cte = rc.alias();
  const update = `UPDATE ${quoteTable(ir.table.schema, ir.table.name)} AS ${target} SET ${set.join(', ')}${whereClause([renderBoolExp(rc, ir.where, target)])} RETURNING ${target}.*`;
  const text = `WITH ${cte} AS (${update}) SELECT (${renderReturning(rc, ir.returning, cte, ir.table)})::text AS "root", ${renderCheck(rc, ir.check, cte, ir.table)} AS "${CHECK_COLUMN}"`;
  return { text, params: rc.params };
}

export function renderDelete(rc: RenderContext, ir: DeleteIR): SqlStatement {
  const target = rc.alias();
  const cte = rc.alias();
  const del = `DELETE FROM ${quoteTable(ir.table.schema, ir.table.name)} AS ${target}${whereClause([renderBoolExp(rc, ir.where, target)])} RETURNING ${target}.*`;
  const text = `WITH ${cte} AS (${del}) SELECT (${renderReturning(rc, ir.returning, cte, ir.table)})::text AS "root", true AS "${CHECK_COLUMN}"`;
  return { text, params: rc.params };
}
