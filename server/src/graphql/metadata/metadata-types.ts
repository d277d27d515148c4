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
}

export interface ConventionsJson {
  /** Every table with this column is filtered by X-Hasura-Customer-Id for every role; inserts get it preset. */
  tenant_column: string;
  /** Rows with this column set are hidden from every role (soft delete). */
  soft_delete_column: string;
  /** Rows with this column true are hidden from the participant role. */
  hidden_from_participant_column: string;
}

export interface MetadataJson {
  version: 1;
  schemas: string[];
  conventions: ConventionsJson;
  profiles: Record<string, PermissionSetJson>;
  tables: TableJson[];
}
