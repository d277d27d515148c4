// The metadata's shape once loaded from server/metadata/ (one file per table and per profile, close to
// Hasura's metadata directory), plus permission profiles so that forty tables sharing one rule set state it once.

export const ROLES = ['admin', 'team_leader', 'staff', 'participant', 'anonymous'] as const;
export type GraphqlRole = (typeof ROLES)[number];

/** A Hasura boolean expression over a table's columns and relationships; values may name session variables. */
export type BoolExpJson = { [key: string]: unknown };

export interface SelectPermissionJson {
  filter?: BoolExpJson;
  columns: '*' | string[];
  computed_fields?: string[];
  allow_aggregations?: boolean;
  limit?: number;
}

export interface InsertPermissionJson {
  check?: BoolExpJson;
  columns: '*' | string[];
  set?: Record<string, unknown>;
}

export interface UpdatePermissionJson {
  filter?: BoolExpJson;
  check?: BoolExpJson;
  columns: '*' | string[];
  set?: Record<string, unknown>;
}

export interface DeletePermissionJson {
  filter?: BoolExpJson;
}

export interface RolePermissionsJson {
  select?: SelectPermissionJson;
  insert?: InsertPermissionJson;
  update?: UpdatePermissionJson;
  delete?: DeletePermissionJson;
}

export type PermissionSetJson = Partial<Record<GraphqlRole, RolePermissionsJson>>;

export interface RelationshipJson {
  name: string;
  using:
    | { foreign_key_constraint_on: string | string[] }
    | { manual_configuration: { remote_table: string; column_mapping: Record<string, string> } };
}

export interface TableJson {
  table: string;
  schema?: string;
  /** Permission profile (key of `profiles`); `permissions` adds to or replaces its roles. */
  profile?: string;
  permissions?: PermissionSetJson;
  /** Replaces the "$participant" marker of the profile: rows about the participant. */
  participant_filter?: BoolExpJson;
  /** Columns no role ever sees (password hashes, secrets). */
  hidden_columns?: string[];
  object_relationships?: RelationshipJson[];
  array_relationships?: RelationshipJson[];
  computed_fields?: { name: string; definition: { function: string } }[];
  /** A table without the tenant column (shared by every tenant) that roles may write nonetheless. */
  writable_without_tenant?: boolean;
  /** A view that roles may write (views are read-only otherwise). */
  writable_view?: boolean;
}

/**
 * Columns that record who decided what (issue 17 item 5). Entries name a column of any table
 * ("created_by") or of one table ("queries.status").
 */
export interface AuthorityConventionsJson {
  /** Preset from the session on insert (column -> session variable); never an input column. */
  session_insert?: Record<string, string>;
  /** Preset from the session on update; never an input column. */
  session_update?: Record<string, string>;
  /** Written only by the server (triggers, actions): never an input column of any role. */
  server_only?: string[];
  /** Given on update only by these roles; never an input column on insert. */
  decided_by?: Record<string, GraphqlRole[]>;
  /** The values a writer may insert; the others are someone else's decision (a trigger guards updates). */
  writer_values?: Record<string, string[]>;
}

export interface ConventionsJson {
  /** Every table with this column is filtered by X-Hasura-Customer-Id for every role; inserts get it preset. */
  tenant_column: string;
  /** Rows with this column set are hidden from every role (soft delete). */
  soft_delete_column: string;
  /** Rows with this column true are hidden from the participant role. */
  hidden_from_participant_column: string;
  authority?: AuthorityConventionsJson;
}

export interface MetadataJson {
  version: 1;
  schemas: string[];
  conventions: ConventionsJson;
  profiles: Record<string, PermissionSetJson>;
  tables: TableJson[];
}
