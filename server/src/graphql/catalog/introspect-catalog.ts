import type { Queryable } from '../../db/database';
import type { Catalog, CatalogTable } from './catalog-types';

interface ColumnRow {
  schema: string;
  table: string;
  kind: string;
  column: string;
  pg_type: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}

interface ConstraintRow {
  schema: string;
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  ref_schema: string | null;
  ref_table: string | null;
  ref_columns: string[] | null;
}

interface FunctionRow {
  schema: string;
  name: string;
  arg_table: string;
  return_type: string;
}

const COLUMNS_SQL = `
SELECT n.nspname AS schema, c.relname AS "table", CASE WHEN c.relkind IN ('v','m') THEN 'view' ELSE 'table' END AS kind,
       a.attname AS "column", format_type(a.atttypid, NULL) AS pg_type, a.attnotnull AS not_null,
       a.atthasdef AS has_default, (a.attidentity = 'a' OR a.attgenerated <> '') AS generated
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
 WHERE c.relkind IN ('r','p','v','m') AND n.nspname = ANY($1::text[])
 ORDER BY n.nspname, c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
SELECT n.nspname AS schema, c.relname AS "table", k.conname AS name, k.contype AS type,
       ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS columns,
       rn.nspname AS ref_schema, rc.relname AS ref_table,
       CASE WHEN k.contype = 'f' THEN ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
               JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i) END AS ref_columns
  FROM pg_constraint k
  JOIN pg_class c ON c.oid = k.conrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_class rc ON rc.oid = k.confrelid
  LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
 WHERE k.contype IN ('p','u','f') AND n.nspname = ANY($1::text[])
 ORDER BY n.nspname, c.relname, k.conname`;

const FUNCTIONS_SQL = `
SELECT n.nspname AS schema, p.proname AS name, t.typname AS arg_table, format_type(p.prorettype, NULL) AS return_type
  FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  JOIN pg_type t ON t.oid = p.proargtypes[0]
 WHERE p.pronargs = 1 AND t.typtype = 'c' AND n.nspname = ANY($1::text[]) AND NOT p.proretset`;

const SET_FUNCTIONS_SQL = `
SELECT n.nspname AS schema, p.proname AS name, rn.nspname AS return_schema, rc.relname AS return_table,
       p.provolatile::text AS volatility, p.pronargdefaults::int AS defaults,
       coalesce(p.proargnames[1:p.pronargs], ARRAY[]::text[]) AS arg_names,
       ARRAY(SELECT format_type(u.t, NULL) FROM unnest(p.proargtypes::oid[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i) AS arg_types
  FROM pg_proc p
  JOIN pg_namespace n ON n.oid = p.pronamespace
  JOIN pg_type rt ON rt.oid = p.prorettype
  JOIN pg_class rc ON rc.oid = rt.typrelid
  JOIN pg_namespace rn ON rn.oid = rc.relnamespace
 WHERE p.proretset AND p.prokind = 'f' AND n.nspname = ANY($1::text[]) AND rc.relkind IN ('r','p','v','m')`;

interface SetFunctionRow {
  schema: string;
  name: string;
  return_schema: string;
  return_table: string;
  volatility: string;
  defaults: number;
  arg_names: string[];
  arg_types: string[];
}

/** Reads tables, columns, keys and row functions of the given schemas from pg_catalog. */
export async function introspectCatalog(
  db: Queryable,
  schemas: readonly string[] = ['public'],
): Promise<Catalog> {
  const params = [schemas];
  const columns = (await db.query<ColumnRow>(COLUMNS_SQL, params)).rows;
  const constraints = (await db.query<ConstraintRow>(CONSTRAINTS_SQL, params)).rows;
  const functions = (await db.query<FunctionRow>(FUNCTIONS_SQL, params)).rows;
  const setFunctions = (await db.query<SetFunctionRow>(SET_FUNCTIONS_SQL, params)).rows;
  const tables = new Map<string, CatalogTable>();
  for (const row of columns) {
    const key = `${row.schema}.${row.table}`;
    let table = tables.get(key);
    if (!table) {
      table = {
        schema: row.schema,
        name: row.table,
        kind: row.kind === 'view' ? 'view' : 'table',
        columns: [],
        primaryKey: [],
        foreignKeys: [],
        uniques: [],
      };
      tables.set(key, table);
    }
    table.columns.push({
      name: row.column,
      pgType: row.pg_type,
      nullable: !row.not_null,
      hasDefault: row.has_default,
      generated: row.generated,
    });
  }
  for (const row of constraints) {
    const table = tables.get(`${row.schema}.${row.table}`);
    if (!table) continue;
    if (row.type === 'f' && row.ref_schema && row.ref_table && row.ref_columns) {
      table.foreignKeys.push({
        name: row.name,
        columns: row.columns,
        refSchema: row.ref_schema,
        refTable: row.ref_table,
        refColumns: row.ref_columns,
      });
    } else if (row.type === 'p' || row.type === 'u') {
      table.uniques.push({ name: row.name, columns: row.columns, primary: row.type === 'p' });
      if (row.type === 'p') table.primaryKey = row.columns;
    }
  }
  return {
    tables: [...tables.values()],
    functions: functions.map((f) => ({
      schema: f.schema,
      name: f.name,
      argTable: f.arg_table,
      returnType: f.return_type,
    })),
    setFunctions: setFunctions.map((f) => ({
      schema: f.schema,
      name: f.name,
      returnSchema: f.return_schema,
      returnTable: f.return_table,
      volatility: f.volatility,
      args: f.arg_types.map((pgType, i) => ({
        name: f.arg_names[i] ?? `arg_${i + 1}`,
        pgType,
        hasDefault: i >= f.arg_types.length - f.defaults,
      })),
    })),
  };
}
