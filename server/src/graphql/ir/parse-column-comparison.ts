import { validationFailed } from '../shared/graphql-error';
import type { ModelTable } from '../metadata/model-types';
import type { BoolExpContext } from './parse-bool-exp';
import type { ColumnComparisonOp, ColumnExpr } from './ir-types';

/** Column comparison operators of permission rules, with Hasura's legacy spellings. */
export const COLUMN_OPS: Record<string, ColumnComparisonOp> = {
  _ceq: '_ceq',
  $ceq: '_ceq',
  _cne: '_cne',
  $cne: '_cne',
  _cneq: '_cne',
  $cneq: '_cne',
  _cgt: '_cgt',
  $cgt: '_cgt',
  _cgte: '_cgte',
  $cgte: '_cgte',
  _clt: '_clt',
  $clt: '_clt',
  _clte: '_clte',
  $clte: '_clte',
};

/**
 * The right-hand side of a column comparison (Hasura v2 permission rules): "col" or ["col"] is a
 * column of the current table, ["$", "col"] one of the table the rule is defined on. Both sides must
 * have the same type, as Hasura demands.
 */
export function columnOperand(
  ctx: BoolExpContext,
  table: ModelTable,
  left: ColumnExpr,
  value: unknown,
  path: string,
): { column: string; up: number } {
  const scope = ctx.scope ?? [];
  let column: unknown = value;
  let target = table;
  let up = 0;
  if (Array.isArray(value)) {
    if (value.length === 1) column = value[0];
    else if (value.length === 2 && value[0] === '$') {
      column = value[1];
      target = scope[0] ?? table;
      up = scope.length;
    } else throw validationFailed('Relationship references are not supported in column comparison RHS', path);
  }
  if (typeof column !== 'string')
    throw validationFailed('a boolean expression JSON can either be a string or an array', path);
  const right = target.columns.get(column);
  if (!right) throw validationFailed('column operators can only compare postgres columns', path);
  if (right.pgType !== left.pgType) {
    const name = left.kind === 'column' ? left.column : left.fn;
    throw validationFailed(`incompatible column types : "${name}", "${column}"`, path);
  }
  return { column, up };
}
