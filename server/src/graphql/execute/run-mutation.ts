import type { Queryable } from '../../db/database';
import type { BoolExp, InsertIR, InsertRowIR, MutationIR, OnConflictIR } from '../ir/ir-types';
import type { SessionValues } from '../shared/session-values';
import { renderQuery } from '../sql/render-query';
import {
  CHECK_COLUMN,
  ERROR_COLUMN,
  renderDelete,
  renderInsert,
  renderInsertRow,
  renderUpdate,
  singleStatementInsert,
} from '../sql/render-mutation';
import { RenderContext, type SqlStatement } from '../sql/render-context';
import type { ModelTable } from '../metadata/model-types';
import { HasuraError } from '../shared/graphql-error';
import type { RequestBudget } from '../shared/request-limits';

const CHECK_FAILED = 'check constraint of an insert/update permission has failed';

async function runChecked(tx: Queryable, statement: SqlStatement, path: string): Promise<string> {
  const { rows } = await tx.query<{ root: string | null; check_ok: boolean; error?: string | null }>(
    statement.text,
    statement.params,
  );
  const row = rows[0];
  // A nested insert the statement itself refused (Hasura's "not-supported" cases), as JSON.
  const refused = row?.[ERROR_COLUMN];
  if (refused) {
    const { message, path: at } = JSON.parse(refused) as { message: string; path: string };
    throw new HasuraError('not-supported', message, at);
  }
  if (row && row[CHECK_COLUMN] === false) throw new HasuraError('permission-error', CHECK_FAILED, path);
  return row?.root ?? 'null';
}

interface NestedContext {
  tx: Queryable;
  session: SessionValues;
  path: string;
  affected: number;
}

/** Inserts one row after its object relationships and before its array relationships. */
async function insertNestedRow(
  ctx: NestedContext,
  table: ModelTable,
  row: InsertRowIR,
  onConflict: OnConflictIR | undefined,
  check: BoolExp,
): Promise<Record<string, unknown> | null> {
  const values = new Map(row.values);
  for (const rel of row.objectRelationships) {
    const parent = await insertNestedRow(ctx, rel.join.remote, rel.row, rel.onConflict, rel.check);
    for (const [local, remote] of rel.join.mapping)
      values.set(local, {
        kind: 'literal',
        value: parent?.[remote] ?? null,
        pgType: table.columns.get(local)!.pgType,
      });
  }
  const own: InsertRowIR = { values, objectRelationships: [], arrayRelationships: [] };
  const text = await runChecked(
    ctx.tx,
    renderInsertRow(new RenderContext(ctx.session), table, own, onConflict, check),
    ctx.path,
  );
  const inserted = JSON.parse(text) as Record<string, unknown> | null;
  if (inserted) ctx.affected++;
  for (const rel of row.arrayRelationships) {
    for (const child of rel.rows) {
      const childValues = new Map(child.values);
      for (const [local, remote] of rel.join.mapping)
        childValues.set(remote, {
          kind: 'literal',
          value: inserted?.[local] ?? null,
          pgType: rel.join.remote.columns.get(remote)!.pgType,
        });
      await insertNestedRow(
        ctx,
        rel.join.remote,
        { ...child, values: childValues },
        rel.onConflict,
        rel.check,
      );
    }
  }
  return inserted;
}

/**
 * The nested insert PostgreSQL cannot run as one statement (two upserts into one table, see
 * singleStatementInsert): one statement a row (keys flow parent -> child), then one for the answer.
 */
async function runNestedInsert(
  tx: Queryable,
  ir: InsertIR,
  session: SessionValues,
  path: string,
): Promise<string> {
  const ctx: NestedContext = { tx, session, path, affected: 0 };
  const roots: Record<string, unknown>[] = [];
  for (const row of ir.rows) {
    const inserted = await insertNestedRow(ctx, ir.table, row, ir.onConflict, ir.check);
    if (inserted) roots.push(inserted);
  }
  const pk = ir.table.primaryKey;
  const where: BoolExp =
    roots.length === 0
      ? { kind: 'false' }
      : {
          kind: 'or',
          items: roots.map((r) => ({
            kind: 'and',
            items: pk.map(
              (c) =>
                ({
                  kind: 'compare',
                  left: { kind: 'column', column: c, pgType: ir.table.columns.get(c)!.pgType },
                  op: '_eq',
                  value: { kind: 'literal', value: r[c], pgType: ir.table.columns.get(c)!.pgType },
                }) as BoolExp,
            ),
          })),
        };
  if (ir.returning.kind === 'single') {
    const statement = renderQuery(
      { kind: 'select_one', select: { table: ir.table, where, orderBy: [], fields: ir.returning.fields } },
      session,
    );
    return (
      (await tx.query<{ root: string | null }>(statement.text, statement.params)).rows[0]?.root ?? 'null'
    );
  }
  const parts: string[] = [];
  for (const f of ir.returning.fields) {
    if (f.kind === 'affected_rows') parts.push(`${JSON.stringify(f.alias)}:${ctx.affected}`);
    else if (f.kind === 'typename') parts.push(`${JSON.stringify(f.alias)}:${JSON.stringify(f.typename)}`);
    else {
      const statement = renderQuery(
        { kind: 'select', select: { table: ir.table, where, orderBy: [], fields: f.fields } },
        session,
      );
      parts.push(
        `${JSON.stringify(f.alias)}:${(await tx.query<{ root: string }>(statement.text, statement.params)).rows[0]!.root}`,
      );
    }
  }
  return `{${parts.join(',')}}`;
}

/** One mutation root field inside the request's transaction; answers its JSON text. */
export async function runMutation(
  tx: Queryable,
  ir: MutationIR,
  session: SessionValues,
  path: string,
  budget?: RequestBudget,
): Promise<string> {
  const rc = new RenderContext(session);
  // The compile stages' time budget (request-limits.ts) covers the mutation's SQL text too.
  rc.budget = budget;
  switch (ir.kind) {
    case 'insert':
      // Nested inserts are one statement too, but for the one shape PostgreSQL cannot run as one.
      if (!singleStatementInsert(ir)) return runNestedInsert(tx, ir, session, path);
      return runChecked(tx, renderInsert(rc, ir), path);
    case 'update':
      return runChecked(tx, renderUpdate(rc, ir), path);
    case 'delete':
      return runChecked(tx, renderDelete(rc, ir), path);
  }
}
