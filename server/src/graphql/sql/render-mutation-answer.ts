// The parts every mutation statement shares: its answer (returning / affected_rows), the permission
// check over the written rows, and ON CONFLICT.
import type { InsertIR, OnConflictIR, ReturningIR } from '../ir/ir-types';
import type { ModelTable } from '../metadata/model-types';
import { renderBoolExp, whereClause } from './render-bool-exp';
import { quoteIdent, quoteLiteral, quoteTable, type RenderContext } from './render-context';
import { renderRowJson } from './render-select';

/** A mutation statement answers its JSON ("root") and whether every written row passed the check. */
export const CHECK_COLUMN = 'check_ok';
/**
 * A nested insert also answers "error": null, or {"message", "path"} (JSON text) when Hasura would
 * refuse it because an insert other rows depend on wrote no row (an ON CONFLICT that did nothing).
 */
export const ERROR_COLUMN = 'error';

/** The answer over the written rows in `cte`; `affected` counts them (nested inserts count every table). */
export function renderReturning(
  rc: RenderContext,
  returning: ReturningIR,
  cte: string,
  table: ModelTable,
  affected = `(SELECT count(*) FROM ${cte})`,
): string {
  const row = rc.alias();
  rc.cteAliases.set(row, quoteTable(table.schema, table.name));
  if (returning.kind === 'single')
    return `(SELECT ${renderRowJson(rc, returning.fields, row)} FROM ${cte} AS ${row} LIMIT 1)`;
  const parts = returning.fields.map((f) => {
    if (f.kind === 'affected_rows') return `${quoteLiteral(f.alias)}, ${affected}`;
    if (f.kind === 'typename') return `${quoteLiteral(f.alias)}, ${quoteLiteral(f.typename)}`;
    const inner = rc.alias();
    rc.cteAliases.set(inner, quoteTable(table.schema, table.name));
    return `${quoteLiteral(f.alias)}, (SELECT coalesce(json_agg(${renderRowJson(rc, f.fields, inner)}), '[]'::json) FROM ${cte} AS ${inner})`;
  });
  return `json_build_object(${parts.join(', ')})`;
}

export function renderCheck(
  rc: RenderContext,
  check: InsertIR['check'],
  cte: string,
  table: ModelTable,
): string {
  if (check.kind === 'true') return 'true';
  const c = rc.alias();
  rc.cteAliases.set(c, quoteTable(table.schema, table.name));
  return `(SELECT coalesce(bool_and(${renderBoolExp(rc, check, c)}), true) FROM ${cte} AS ${c})`;
}

export function renderOnConflict(
  rc: RenderContext,
  conflict: OnConflictIR | undefined,
  target: string,
): string {
  if (!conflict) return '';
  if (conflict.updateColumns.length === 0)
    return ` ON CONFLICT ON CONSTRAINT ${quoteIdent(conflict.constraint)} DO NOTHING`;
  const set = conflict.updateColumns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ');
  return ` ON CONFLICT ON CONSTRAINT ${quoteIdent(conflict.constraint)} DO UPDATE SET ${set}${whereClause([renderBoolExp(rc, conflict.where, target)])}`;
}
