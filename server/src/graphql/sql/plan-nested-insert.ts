// Nested inserts (object and array relationship inserts) as ONE statement: the insert tree is first
// flattened into INSERT steps in execution order (this file, plain data), then printed as
// data-modifying CTEs (render-nested-insert.ts).
import type { BoolExp, InsertIR, InsertRowIR, OnConflictIR } from '../ir/ir-types';
import type { ModelTable } from '../metadata/model-types';

/** A column of a step's rows filled from the single row of an earlier step. */
export interface StepKey {
  column: string;
  step: number;
  from: string;
}

/** One INSERT of the statement. */
export interface InsertStep {
  table: ModelTable;
  rows: InsertRowIR[];
  onConflict?: OnConflictIR;
  check: BoolExp;
  keys: StepKey[];
  /** Its rows are the root field's rows (returning). */
  root: boolean;
}

export interface NestedInsertPlan {
  steps: InsertStep[];
  /** Hasura refuses the request when a step a later one depends on inserted no row (a conflict). */
  failures: { step: number; message: string; path: string }[];
}

const hasNested = (row: InsertRowIR) =>
  row.objectRelationships.length > 0 || row.arrayRelationships.length > 0;

/** Hasura prints a table as "name" in public and "schema.name" elsewhere. */
export const tableLabel = (table: ModelTable) =>
  table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;

const columnSet = (row: InsertRowIR, keys: StepKey[]) =>
  [...row.values.keys()]
    .filter((c) => !keys.some((k) => k.column === c))
    .sort()
    .join(',');

interface RowList {
  table: ModelTable;
  rows: InsertRowIR[];
  onConflict?: OnConflictIR | undefined;
  check: BoolExp;
  /** Keys from the parent row (array relationship rows). */
  keys: StepKey[];
  root: boolean;
}

/**
 * A row with relationships is a step of its own (its children and its parent name exactly that
 * row: PostgreSQL does not promise the order of a multi-row INSERT's RETURNING, so a row number
 * cannot be carried through one). Consecutive plain rows share a step.
 */
function planRows(plan: NestedInsertPlan, list: RowList): number[] {
  const out: number[] = [];
  let batch: InsertRowIR[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    plan.steps.push({ ...stepBase(list), rows: batch, keys: list.keys });
    out.push(plan.steps.length - 1);
    batch = [];
  };
  for (const row of list.rows) {
    if (hasNested(row)) {
      flush();
      out.push(planNestedRow(plan, list, row));
      continue;
    }
    // Rows filled from a parent are inserted by INSERT ... SELECT, which has no DEFAULT: one
    // column set a step.
    if (
      list.keys.length > 0 &&
      batch.length > 0 &&
      columnSet(batch[0]!, list.keys) !== columnSet(row, list.keys)
    )
      flush();
    batch.push(row);
  }
  flush();
  return out;
}

const stepBase = (list: RowList) => ({
  table: list.table,
  check: list.check,
  root: list.root,
  ...(list.onConflict ? { onConflict: list.onConflict } : {}),
});

/** Object relationships first (their keys fill the row), the row, then its array relationships. */
function planNestedRow(plan: NestedInsertPlan, list: RowList, row: InsertRowIR): number {
  const keys = [...list.keys];
  for (const rel of row.objectRelationships) {
    const [step] = planRows(plan, {
      table: rel.join.remote,
      rows: [rel.row],
      onConflict: rel.onConflict,
      check: rel.check,
      keys: [],
      root: false,
    });
    plan.failures.push({
      step: step!,
      message: `cannot proceed to insert object relation "${rel.name ?? ''}" since insert to table "${tableLabel(rel.join.remote)}" affects zero rows`,
      path: rel.path ?? row.path ?? '$',
    });
    for (const [local, remote] of rel.join.mapping) keys.push({ column: local, step: step!, from: remote });
  }
  plan.steps.push({ ...stepBase(list), rows: [row], keys });
  const own = plan.steps.length - 1;
  if (row.arrayRelationships.length > 0)
    plan.failures.push({
      step: own,
      message: `cannot proceed to insert array relations since insert to table "${tableLabel(list.table)}" affects zero rows`,
      path: row.path ?? '$',
    });
  for (const rel of row.arrayRelationships)
    planRows(plan, {
      table: rel.join.remote,
      rows: rel.rows,
      onConflict: rel.onConflict,
      check: rel.check,
      keys: rel.join.mapping.map(([local, remote]) => ({ column: remote, step: own, from: local })),
      root: false,
    });
  return own;
}

export function planNestedInsert(
  ir: Pick<InsertIR, 'table' | 'rows' | 'onConflict' | 'check'>,
): NestedInsertPlan {
  const plan: NestedInsertPlan = { steps: [], failures: [] };
  planRows(plan, {
    table: ir.table,
    rows: ir.rows,
    onConflict: ir.onConflict,
    check: ir.check,
    keys: [],
    root: true,
  });
  return plan;
}

export const hasNestedRows = (ir: Pick<InsertIR, 'rows'>) => ir.rows.some(hasNested);

/**
 * Whether the insert can run as one statement. The one shape that cannot: two INSERT steps that
 * may update (ON CONFLICT DO UPDATE) rows of the same table, e.g. the same "insert or update" object
 * relationship under several parent rows. Run one after the other (Hasura's way), the second updates
 * the row the first wrote; inside one statement PostgreSQL refuses to touch a row twice.
 */
export function singleStatementInsert(
  ir: Pick<InsertIR, 'table' | 'rows' | 'onConflict' | 'check'>,
): boolean {
  if (!hasNestedRows(ir)) return true;
  const upserts = new Set<string>();
  for (const step of planNestedInsert(ir).steps) {
    if (!step.onConflict || step.onConflict.updateColumns.length === 0) continue;
    if (upserts.has(step.table.key)) return false;
    upserts.add(step.table.key);
  }
  return true;
}
