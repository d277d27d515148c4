// The intermediate representation: a parsed request with permissions applied. Plain data; the SQL
// stage renders it, nothing here knows SQL text.
import type { ModelTable } from '../metadata/model-types';

/** A value headed for SQL: a literal from the request or a session variable (always a parameter). */
export type ValueRef =
  | { kind: 'literal'; value: unknown; pgType: string }
  | { kind: 'session'; name: string; pgType: string }
  /** All the session variables as one json object (a tracked function's `session_argument`). */
  | { kind: 'session_json'; pgType: string };

/** A column of the current row, or a computed field (function of the row). */
export type ColumnExpr =
  | { kind: 'column'; column: string; pgType: string }
  | { kind: 'computed'; schema: string; fn: string; pgType: string };

export interface Join {
  remote: ModelTable;
  /** [local column, remote column] pairs. */
  mapping: [string, string][];
}

export type ComparisonOp =
  | '_eq'
  | '_neq'
  | '_gt'
  | '_gte'
  | '_lt'
  | '_lte'
  | '_in'
  | '_nin'
  | '_is_null'
  | '_like'
  | '_nlike'
  | '_ilike'
  | '_nilike'
  | '_similar'
  | '_nsimilar'
  | '_regex'
  | '_nregex'
  | '_iregex'
  | '_niregex'
  | '_contains'
  | '_contained_in'
  | '_has_key'
  | '_has_keys_any'
  | '_has_keys_all';

/** Hasura's column comparison operators (permission rules only, as in Hasura v2): compare with a column. */
export type ColumnComparisonOp = '_ceq' | '_cne' | '_cgt' | '_cgte' | '_clt' | '_clte';

/** Aggregation predicates of <arr>_aggregate besides count (T_aggregate_bool_exp_bool_and/_bool_or). */
export type BooleanAggregate = 'bool_and' | 'bool_or';

export type BoolExp =
  | { kind: 'true' }
  | { kind: 'false' }
  | { kind: 'and'; items: BoolExp[] }
  | { kind: 'or'; items: BoolExp[] }
  | { kind: 'not'; item: BoolExp }
  | { kind: 'compare'; left: ColumnExpr; castText?: boolean; op: ComparisonOp; value: ValueRef | boolean }
  | { kind: 'exists'; join: Join; where: BoolExp }
  | {
      kind: 'aggregate_count';
      join: Join;
      where: BoolExp;
      columns: string[];
      distinct: boolean;
      predicate: Comparison[];
    }
  | {
      /** left op right, where right is a column of the current row (up 0) or of a row `up` EXISTS levels out. */
      kind: 'compare_column';
      left: ColumnExpr;
      op: ColumnComparisonOp;
      right: { column: string; up: number };
    }
  | {
      kind: 'aggregate_bool';
      fn: BooleanAggregate;
      join: Join;
      where: BoolExp;
      column: string;
      distinct: boolean;
      predicate: Comparison[];
    };

export interface Comparison {
  op: ComparisonOp;
  value: ValueRef | boolean;
}

export interface OrderByItem {
  expr: OrderExpr;
  direction: 'ASC' | 'DESC';
  nulls: 'FIRST' | 'LAST';
}

export type OrderExpr =
  | ColumnExpr
  | { kind: 'object_rel'; join: Join; where: BoolExp; expr: OrderExpr }
  | { kind: 'aggregate'; join: Join; where: BoolExp; op: string; column?: string };

export interface SelectIR {
  table: ModelTable;
  /** Rows come from this tracked function's call (a root field of a function) instead of the table. */
  fromFunction?: { schema: string; name: string; args: ValueRef[] };
  where: BoolExp;
  orderBy: OrderByItem[];
  distinctOn?: string[];
  limit?: ValueRef;
  offset?: ValueRef;
  fields: FieldIR[];
}

export type FieldIR =
  | { kind: 'column'; alias: string; column: string; pgType: string; path?: ValueRef }
  | { kind: 'computed'; alias: string; schema: string; fn: string }
  | { kind: 'typename'; alias: string; typename: string }
  | { kind: 'object_rel'; alias: string; join: Join; select: SelectIR }
  | { kind: 'array_rel'; alias: string; join: Join; select: SelectIR }
  | { kind: 'array_aggregate'; alias: string; join: Join; aggregate: AggregateIR };

export type AggregateFieldIR =
  | { kind: 'count'; alias: string; columns: string[]; distinct: boolean }
  | {
      kind: 'operator';
      alias: string;
      op: string;
      columns: { alias: string; column: string }[];
      typename?: string;
    }
  | { kind: 'typename'; alias: string; typename: string };

export type AggregateSelectionIR =
  | { kind: 'aggregate'; alias: string; fields: AggregateFieldIR[]; typename: string }
  | { kind: 'nodes'; alias: string }
  | { kind: 'typename'; alias: string; typename: string };

/** T_aggregate: the rows of `select` (its fields are the nodes' fields) and their aggregates. */
export interface AggregateIR {
  select: SelectIR;
  selections: AggregateSelectionIR[];
}

export type RootQueryIR =
  | { kind: 'select'; select: SelectIR }
  | { kind: 'select_one'; select: SelectIR }
  | { kind: 'aggregate'; aggregate: AggregateIR }
  | {
      kind: 'stream';
      select: SelectIR;
      cursor: { column: string; pgType: string; direction: 'ASC' | 'DESC'; value: ValueRef };
    };

export type ReturningIR =
  | {
      kind: 'response';
      fields: (
        | { kind: 'affected_rows'; alias: string }
        | { kind: 'returning'; alias: string; fields: FieldIR[] }
        | { kind: 'typename'; alias: string; typename: string }
      )[];
    }
  | { kind: 'single'; fields: FieldIR[] };

/**
 * One row of an insert. objectRelationships are inserted BEFORE the row (their keys fill the row's
 * columns); arrayRelationships AFTER it (the row's keys fill theirs) - this includes object
 * relationships whose foreign key sits on the remote table (Hasura's "after parent" insert order).
 */
export interface InsertRowIR {
  values: Map<string, ValueRef>;
  objectRelationships: {
    join: Join;
    row: InsertRowIR;
    onConflict?: OnConflictIR;
    check: BoolExp;
    /** The relationship's name and request path (for Hasura's error messages). */
    name?: string;
    path?: string;
  }[];
  arrayRelationships: {
    join: Join;
    rows: InsertRowIR[];
    onConflict?: OnConflictIR;
    check: BoolExp;
    name?: string;
  }[];
  /** The request path of this row ($.selectionSet.f.args.objects[0]...), for error messages. */
  path?: string;
}

export interface OnConflictIR {
  constraint: string;
  updateColumns: string[];
  where: BoolExp;
}

export interface InsertIR {
  kind: 'insert';
  table: ModelTable;
  rows: InsertRowIR[];
  onConflict?: OnConflictIR;
  check: BoolExp;
  returning: ReturningIR;
}

export interface UpdateIR {
  kind: 'update';
  table: ModelTable;
  where: BoolExp;
  /** column -> SQL operation on it */
  operations: {
    column: string;
    pgType: string;
    op: '_set' | '_inc' | '_append' | '_prepend' | '_delete_key' | '_delete_elem' | '_delete_at_path';
    value: ValueRef;
  }[];
  check: BoolExp;
  returning: ReturningIR;
}

export interface DeleteIR {
  kind: 'delete';
  table: ModelTable;
  where: BoolExp;
  returning: ReturningIR;
}

export type MutationIR = InsertIR | UpdateIR | DeleteIR;
