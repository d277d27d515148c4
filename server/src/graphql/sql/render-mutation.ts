import type { DeleteIR, InsertIR, InsertRowIR, OnConflictIR, ReturningIR, UpdateIR } from '../ir/ir-types';
import type { ModelTable } from '../metadata/model-types';
import { renderBoolExp, whereClause } from './render-bool-exp';
import {
  quoteIdent,
  quoteLiteral,
  quoteTable,
  type RenderContext,
  type SqlStatement,
} from './render-context';
import { renderRowJson } from './render-select';

/** A mutation statement answers its JSON ("root") and whether every written row passed the check. */
export const CHECK_COLUMN = 'check_ok';

function renderReturning(rc: RenderContext, returning: ReturningIR, cte: string, table: ModelTable): string {
  const row = rc.alias();
  rc.cteAliases.set(row, quoteTable(table.schema, table.name));
  if (returning.kind === 'single')
    return `(SELECT ${renderRowJson(rc, returning.fields, row)} FROM ${cte} AS ${row} LIMIT 1)`;
  const parts = returning.fields.map((f) => {
    if (f.kind === 'affected_rows') return `${quoteLiteral(f.alias)}, (SELECT count(*) FROM ${cte})`;
    if (f.kind === 'typename') return `${quoteLiteral(f.alias)}, ${quoteLiteral(f.typename)}`;
    const inner = rc.alias();
    rc.cteAliases.set(inner, quoteTable(table.schema, table.name));
    return `${quoteLiteral(f.alias)}, (SELECT coalesce(json_agg(${renderRowJson(rc, f.fields, inner)}), '[]'::json) FROM ${cte} AS ${inner})`;
  });
  return `json_build_object(${parts.join(', ')})`;
}

function renderCheck(rc: RenderContext, check: InsertIR['check'], cte: string, table: ModelTable): string {
  if (check.kind === 'true') return 'true';
  const c = rc.alias();
  rc.cteAliases.set(c, quoteTable(table.schema, table.name));
  return `(SELECT coalesce(bool_and(${renderBoolExp(rc, check, c)}), true) FROM ${cte} AS ${c})`;
}

function renderOnConflict(rc: RenderContext, conflict: OnConflictIR | undefined, target: string): string {
  if (!conflict) return '';
  if (conflict.updateColumns.length === 0)
    return ` ON CONFLICT ON CONSTRAINT ${quoteIdent(conflict.constraint)} DO NOTHING`;
  const set = conflict.updateColumns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ');
  return ` ON CONFLICT ON CONSTRAINT ${quoteIdent(conflict.constraint)} DO UPDATE SET ${set}${whereClause([renderBoolExp(rc, conflict.where, target)])}`;
}

/** INSERT of rows without nested relationships, its check and its answer: one statement. */
export function renderInsert(
  rc: RenderContext,
  ir: Pick<InsertIR, 'table' | 'rows' | 'onConflict' | 'check' | 'returning'>,
): SqlStatement {
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
  const insert =
    columns.length === 0
      ? `INSERT INTO ${table} AS ${target} DEFAULT VALUES`
      : `INSERT INTO ${table} AS ${target} (${columns.map(quoteIdent).join(', ')}) VALUES ${values.join(', ')}`;
  const cte = rc.alias();
  const text = `WITH ${cte} AS (${insert}${renderOnConflict(rc, ir.onConflict, target)} RETURNING *) SELECT (${renderReturning(rc, ir.returning, cte, ir.table)})::text AS "root", ${renderCheck(rc, ir.check, cte, ir.table)} AS "${CHECK_COLUMN}"`;
  return { text, params: rc.params };
}

/** One row of a nested insert: answers the whole new row as JSON (its keys feed the children). */
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
