// What the database says about itself (information_schema / pg_catalog), read once at start.
// Plain data: the metadata stage joins it with server/metadata to build the model.

export interface CatalogColumn {
  name: string;
  /** format_type without modifier: "bigint", "text", "timestamp with time zone", "jsonb", "text[]". */
  pgType: string;
  nullable: boolean;
  hasDefault: boolean;
  /** Identity or generated columns cannot be written. */
  generated: boolean;
}

export interface CatalogForeignKey {
  name: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface CatalogUnique {
  /** The constraint name (T_constraint enum value). */
  name: string;
  columns: string[];
  primary: boolean;
}

export interface CatalogFunction {
  schema: string;
  name: string;
  /** The table whose row type is the single argument. */
  argTable: string;
  returnType: string;
}

export interface CatalogTable {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: CatalogColumn[];
  primaryKey: string[];
  foreignKeys: CatalogForeignKey[];
  uniques: CatalogUnique[];
}

/** A function returning SETOF a table's rows (a candidate for a tracked function). */
export interface CatalogSetFunction {
  schema: string;
  name: string;
  returnSchema: string;
  returnTable: string;
  /** 'i' immutable, 's' stable, 'v' volatile. */
  volatility: string;
  args: { name: string; pgType: string; hasDefault: boolean }[];
}

export interface Catalog {
  tables: CatalogTable[];
  /** Functions taking one table row (computed-field candidates). */
  functions: CatalogFunction[];
  /** Functions returning a set of a table's rows (tracked-function candidates). */
  setFunctions?: CatalogSetFunction[];
}

export function catalogKey(schema: string, name: string): string {
  return `${schema}.${name}`;
}
