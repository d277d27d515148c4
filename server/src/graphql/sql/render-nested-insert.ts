import type { InsertIR, InsertRowIR } from '../ir/ir-types';
import type { ModelTable } from '../metadata/model-types';
import {
  quoteIdent,
  quoteLiteral,
  quoteTable,
  type RenderContext,
  type SqlStatement,
} from './render-context';
import {
  CHECK_COLUMN,
  ERROR_COLUMN,
  renderCheck,
  renderOnConflict,
  renderReturning,
} from './render-mutation-answer';
import { planNestedInsert, type InsertStep, type NestedInsertPlan } from './plan-nested-insert';

const ownColumns = (rows: InsertRowIR[], step: InsertStep) =>
  [...new Set(rows.flatMap((r) => [...r.values.keys()]))].filter(
    (c) => !step.keys.some((k) => k.column === c),
  );

/**
 * One step as "INSERT ... RETURNING *". Rows without keys from other steps use VALUES (with DEFAULT
 * for the columns a row leaves out); rows with keys select them from the earlier steps' single row.
 */
function renderStepInsert(rc: RenderContext, step: InsertStep, ctes: string[]): string {
  const target = rc.alias();
  const table = `${quoteTable(step.table.schema, step.table.name)} AS ${target}`;
  const columns = ownColumns(step.rows, step);
  const conflict = renderOnConflict(rc, step.onConflict, target);
  if (step.keys.length === 0) {
    if (columns.length === 0) return `INSERT INTO ${table} DEFAULT VALUES${conflict} RETURNING *`;
    const values = step.rows.map(
      (r) => `(${columns.map((c) => (r.values.has(c) ? rc.param(r.values.get(c)!) : 'DEFAULT')).join(', ')})`,
    );
    return `INSERT INTO ${table} (${columns.map(quoteIdent).join(', ')}) VALUES ${values.join(', ')}${conflict} RETURNING *`;
  }
  const sources = new Map<number, string>();
  for (const k of step.keys) if (!sources.has(k.step)) sources.set(k.step, rc.alias());
  const keyed = step.keys.map((k) => `${sources.get(k.step)}.${quoteIdent(k.from)}`);
  const from = [...sources].map(([s, alias]) => `${ctes[s]} AS ${alias}`);
  let own: string[];
  if (step.rows.length === 1) own = columns.map((c) => rc.param(step.rows[0]!.values.get(c)!));
  else {
    // Several rows under one parent (planRows gave them one column set): VALUES joined to the keys.
    const v = rc.alias();
    const rows = step.rows.map(
      (r) => `(${columns.map((c) => rc.param(r.values.get(c)!)).join(', ') || 'NULL'})`,
    );
    const names = columns.length > 0 ? columns.map(quoteIdent) : ['"_"'];
    from.unshift(`(VALUES ${rows.join(', ')}) AS ${v}(${names.join(', ')})`);
    own = columns.map((c) => `${v}.${quoteIdent(c)}`);
  }
  const names = [...columns, ...step.keys.map((k) => k.column)].map(quoteIdent);
  return `INSERT INTO ${table} (${names.join(', ')}) SELECT ${[...own, ...keyed].join(', ')} FROM ${from.join(' CROSS JOIN ')}${conflict} RETURNING *`;
}

/**
 * The rows a later part of the statement must see for `table`: PostgreSQL runs the whole statement
 * on one snapshot, so rows written by its own CTEs are invisible when the table is read. The table
 * (without rows an upsert replaced) plus those CTEs stands in for it.
 */
function visibleRows(rc: RenderContext, table: ModelTable, ctes: string[], upserts: string[]): string {
  const quoted = quoteTable(table.schema, table.name);
  const t = rc.alias();
  const pk = table.primaryKey;
  let base = `SELECT * FROM ${quoted} AS ${t}`;
  if (upserts.length > 0 && pk.length > 0) {
    const u = rc.alias();
    const replaced = upserts.map((c) => `SELECT * FROM ${c}`).join(' UNION ALL ');
    base += ` WHERE NOT EXISTS (SELECT 1 FROM (${replaced}) AS ${u} WHERE ${pk.map((c) => `${u}.${quoteIdent(c)} = ${t}.${quoteIdent(c)}`).join(' AND ')})`;
  }
  return `(${[base, ...ctes.map((c) => `SELECT * FROM ${c}`)].join(' UNION ALL ')})`;
}

/** Reads of a table see the steps up to `upto` (a check sees what Hasura's statement-a-row saw). */
function showSteps(rc: RenderContext, plan: NestedInsertPlan, ctes: string[], upto: number) {
  rc.tableSource = (key) => {
    const steps = plan.steps.slice(0, upto + 1).map((step, i) => ({ step, cte: ctes[i]! }));
    const mine = steps.filter((s) => s.step.table.key === key);
    if (mine.length === 0) return undefined;
    const upserts = mine.filter((s) => s.step.onConflict && s.step.onConflict.updateColumns.length > 0);
    return visibleRows(
      rc,
      mine[0]!.step.table,
      mine.map((s) => s.cte),
      upserts.map((s) => s.cte),
    );
  };
}

/**
 * A nested insert as one statement: WITH <one INSERT CTE a step> SELECT answer, checks, error.
 * affected_rows counts every inserted row of every table, as Hasura does.
 */
export function renderNestedInsert(
  rc: RenderContext,
  ir: Pick<InsertIR, 'table' | 'rows' | 'onConflict' | 'check' | 'returning'>,
): SqlStatement {
  const plan = planNestedInsert(ir);
  const ctes: string[] = [];
  const withs = plan.steps.map((step) => {
    const sql = renderStepInsert(rc, step, ctes);
    ctes.push(rc.alias());
    return `${ctes[ctes.length - 1]} AS (${sql})`;
  });
  const checks = plan.steps
    .map((step, i) => {
      showSteps(rc, plan, ctes, i);
      return renderCheck(rc, step.check, ctes[i]!, step.table);
    })
    .filter((c) => c !== 'true');
  showSteps(rc, plan, ctes, plan.steps.length - 1);
  const roots = ctes.filter((_, i) => plan.steps[i]!.root);
  const rootRows =
    roots.length === 1 ? roots[0]! : `(${roots.map((c) => `SELECT * FROM ${c}`).join(' UNION ALL ')})`;
  const affected = ctes.map((c) => `(SELECT count(*) FROM ${c})`).join(' + ');
  const answer = renderReturning(rc, ir.returning, rootRows, ir.table, `(${affected})`);
  rc.tableSource = () => undefined;
  const failures = plan.failures.map(
    (f) =>
      `WHEN NOT EXISTS (SELECT 1 FROM ${ctes[f.step]}) THEN ${quoteLiteral(JSON.stringify({ message: f.message, path: f.path }))}`,
  );
  const error = failures.length > 0 ? `CASE ${failures.join(' ')} END` : 'NULL::text';
  const text = `WITH ${withs.join(', ')} SELECT (${answer})::text AS "root", ${checks.join(' AND ') || 'true'} AS "${CHECK_COLUMN}", ${error} AS "${ERROR_COLUMN}"`;
  return { text, params: rc.params };
}
