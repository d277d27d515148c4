// The resolved model: catalog + metadata joined, conventions applied. Every later stage (schema,
// IR, SQL) reads only this.
import type { BoolExpJson, GraphqlRole } from './metadata-types';

export interface ModelColumn {
  name: string;
  pgType: string;
  /** The GraphQL scalar Hasura would name (Int, bigint, String, timestamptz, jsonb, ...). */
  scalar: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface ModelRelationship {
  name: string;
  kind: 'object' | 'array';
  remoteTable: string;
  /** [local column, remote column] pairs. */
  mapping: [string, string][];
  /** A foreign key of this table over non-null columns: never null (Hasura types it T!). */
  nonNull?: boolean;
  /**
   * Nested inserts: an object relationship whose key sits on the remote table (the reverse of a
   * one-to-one foreign key) is inserted after its parent, as Hasura's "after_parent" insertion order.
   */
  insertOrder?: 'before_parent' | 'after_parent';
}

export interface ModelComputedField {
  name: string;
  functionSchema: string;
  functionName: string;
  pgType: string;
  scalar: string;
}

export interface SelectPermission {
  filter: BoolExpJson;
  columns: Set<string>;
  computedFields: Set<string>;
  allowAggregations: boolean;
  limit?: number;
}

export interface InsertPermission {
  check: BoolExpJson;
  columns: Set<string>;
  /** Column presets: literal values or session variable names. */
  set: Record<string, unknown>;
}

export interface UpdatePermission {
  filter: BoolExpJson;
  check: BoolExpJson;
  columns: Set<string>;
  set: Record<string, unknown>;
}

export interface DeletePermission {
  filter: BoolExpJson;
}

export interface TablePermissions {
  select?: SelectPermission;
  insert?: InsertPermission;
  update?: UpdatePermission;
  delete?: DeletePermission;
}

export interface UniqueConstraint {
  name: string;
  columns: string[];
  primary: boolean;
}

export interface ModelTable {
  /** "schema.name" */
  key: string;
  schema: string;
  name: string;
  /** The GraphQL name: the table name, or "<schema>_<table>" outside public. */
  graphqlName: string;
  kind: 'table' | 'view';
  columns: Map<string, ModelColumn>;
  primaryKey: string[];
  uniques: UniqueConstraint[];
  relationships: Map<string, ModelRelationship>;
  computedFields: Map<string, ModelComputedField>;
  permissions: Partial<Record<GraphqlRole, TablePermissions>>;
  /**
   * The column naming the tenant a row belongs to: the conventions' tenant column, or the key of the
   * tenants table itself. Every relationship INTO this table, wherever the engine follows one
   * (permission rules, where, order_by, aggregates, nested selects, mutation checks), carries
   * `<tenantColumn> = X-Hasura-Customer-Id` (sql/render-bool-exp.ts, renderJoin).
   */
  tenantColumn?: string;
}

/** A tracked function: SETOF rows of `returnTable`, read with that table's select permission. */
export interface ModelFunction {
  key: string;
  schema: string;
  name: string;
  graphqlName: string;
  /** The model key of the table whose rows it returns. */
  returnTable: string;
  /**
   * Its arguments in declared order. The session argument (Hasura's `session_argument`) is filled by
   * the engine with the caller's session variables as json; it is not one of the field's `args`.
   */
  args: { name: string; pgType: string; scalar: string; required: boolean; session?: true }[];
}

export interface Model {
  tables: Map<string, ModelTable>;
  /** Tracked functions by key (metadata `functions/`). */
  functions?: Map<string, ModelFunction>;
}
