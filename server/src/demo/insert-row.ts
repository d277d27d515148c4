import type { Queryable } from '../db/database';

/** Marks a value for a json/jsonb column (a bare array would otherwise go in as a PostgreSQL array). */
export class Json {
  constructor(readonly value: unknown) {}
}
export const json = (value: unknown): Json => new Json(value);

/** A column value: undefined takes the column's DEFAULT, a string array fills a text[] column. */
export type ColumnValue = string | number | boolean | Date | null | undefined | readonly string[] | Json;
export type Row = Record<string, ColumnValue>;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteTable = (table: string) => table.split('.').map(quoteIdentifier).join('.');

function valuesClause(rows: readonly Row[], columns: readonly string[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      const value = row[column];
      if (value === undefined) return 'DEFAULT';
      params.push(value instanceof Json ? JSON.stringify(value.value) : value);
      return `$${params.length}`;
    });
    return `(${cells.join(', ')})`;
  });
  return { sql: tuples.join(',\n'), params };
}

/** Inserts rows (all with the same columns) in one parameterised statement. */
export async function insertRows(tx: Queryable, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const values = valuesClause(rows, columns);
  await tx.query(
    `INSERT INTO ${quoteTable(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${values.sql}`,
    values.params,
  );
}

/** Inserts one row and returns its id. */
export async function insertRow(tx: Queryable, table: string, row: Row): Promise<number> {
  const columns = Object.keys(row);
  const values = valuesClause([row], columns);
  const result = await tx.query<{ id: number }>(
    `INSERT INTO ${quoteTable(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${values.sql} RETURNING id`,
    values.params,
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`Insert into ${table} returned no id`);
  return Number(id);
}

/** Inserts rows one statement each (so each id is surely its row's) and returns the ids in order. */
export async function insertRowsReturningIds(
  tx: Queryable,
  table: string,
  rows: readonly Row[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) ids.push(await insertRow(tx, table, row));
  return ids;
}
