// The data API's metadata (server/metadata/), close to Hasura's tables.yaml, plus permission
// profiles so that forty tables sharing one rule set state it once. The one declaration of its
// shape: the server's loader checks files with these schemas, and its types are derived from them.
import { z } from 'zod';
import { graphqlRoleSchema } from '../domain/roles';

/** A Hasura boolean expression over a table's columns and relationships; values may name session variables. */
export const boolExpSchema = z.record(z.string(), z.unknown());
export type BoolExpJson = z.infer<typeof boolExpSchema>;

const columnsSchema = z.union([z.literal('*'), z.array(z.string())]);

export const selectPermissionSchema = z
  .object({
    filter: boolExpSchema.optional(),
    columns: columnsSchema,
    computed_fields: z.array(z.string()).optional(),
    allow_aggregations: z.boolean().optional(),
    limit: z.number().int().positive().optional(),
  })
  .strict();
export type SelectPermissionJson = z.infer<typeof selectPermissionSchema>;

export const insertPermissionSchema = z
  .object({
    check: boolExpSchema.optional(),
    columns: columnsSchema,
    set: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type InsertPermissionJson = z.infer<typeof insertPermissionSchema>;

export const updatePermissionSchema = z
  .object({
    filter: boolExpSchema.optional(),
    check: boolExpSchema.optional(),
    columns: columnsSchema,
    set: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type UpdatePermissionJson = z.infer<typeof updatePermissionSchema>;

export const deletePermissionSchema = z.object({ filter: boolExpSchema.optional() }).strict();
export type DeletePermissionJson = z.infer<typeof deletePermissionSchema>;

export const rolePermissionsSchema = z
  .object({
    select: selectPermissionSchema.optional(),
    insert: insertPermissionSchema.optional(),
    update: updatePermissionSchema.optional(),
    delete: deletePermissionSchema.optional(),
  })
  .strict();
export type RolePermissionsJson = z.infer<typeof rolePermissionsSchema>;

/** Permissions by data-API role; a role not named has none. */
export const permissionSetSchema = z.partialRecord(graphqlRoleSchema, rolePermissionsSchema);
export type PermissionSetJson = z.infer<typeof permissionSetSchema>;

export const relationshipSchema = z
  .object({
    name: z.string().regex(/^[_A-Za-z][_0-9A-Za-z]*$/),
    using: z.union([
      z.object({ foreign_key_constraint_on: z.union([z.string(), z.array(z.string())]) }).strict(),
      z
        .object({
          manual_configuration: z
            .object({ remote_table: z.string(), column_mapping: z.record(z.string(), z.string()) })
            .strict(),
        })
        .strict(),
    ]),
  })
  .strict();
export type RelationshipJson = z.infer<typeof relationshipSchema>;

/** One tracked table: `server/metadata/tables/<schema>_<table>.json`. */
export const tableSchema = z
  .object({
    table: z.string(),
    schema: z.string().optional(),
    /** Permission profile (a file of `profiles/`); `permissions` adds to or replaces its roles. */
    profile: z.string().optional(),
    permissions: permissionSetSchema.optional(),
    /** Replaces the "$participant" marker of the profile: rows about the participant. */
    participant_filter: boolExpSchema.optional(),
    /** Columns no role ever sees (password hashes, secrets). */
    hidden_columns: z.array(z.string()).optional(),
    object_relationships: z.array(relationshipSchema).optional(),
    array_relationships: z.array(relationshipSchema).optional(),
    computed_fields: z
      .array(z.object({ name: z.string(), definition: z.object({ function: z.string() }).strict() }).strict())
      .optional(),
    /** A table without the tenant column (shared by every tenant) that roles may write nonetheless. */
    writable_without_tenant: z.boolean().optional(),
    /** A view that roles may write (views are read-only otherwise). */
    writable_view: z.boolean().optional(),
  })
  .strict();
export type TableJson = z.infer<typeof tableSchema>;

/**
 * A table a migration creates that the data API deliberately leaves out (sessions, codes, secrets):
 * `server/metadata/untracked/<schema>_<table>.json`. Every table is tracked or listed here, so that
 * none vanishes from the API unnoticed.
 */
export const untrackedTableSchema = z
  .object({
    table: z.string(),
    schema: z.string().optional(),
    /** Why the data API does not serve it; shown in docs/permissions.md. */
    reason: z.string().min(10),
  })
  .strict();
export type UntrackedTableJson = z.infer<typeof untrackedTableSchema>;

/**
 * Columns that record who decided what (issue 17 item 5). Entries name a column of any table
 * ("created_by") or of one table ("queries.status").
 */
export const authorityConventionsSchema = z
  .object({
    /** Preset from the session on insert (column -> session variable); never an input column. */
    session_insert: z.record(z.string(), z.string()).optional(),
    /** Preset from the session on update; never an input column. */
    session_update: z.record(z.string(), z.string()).optional(),
    /** Written only by the server (triggers, actions): never an input column of any role. */
    server_only: z.array(z.string()).optional(),
    /** Given on update only by these roles; never an input column on insert. */
    decided_by: z.record(z.string(), z.array(z.enum(['admin', 'team_leader', 'staff', 'participant']))).optional(),
    /** The values a writer may insert; the others are someone else's decision (a trigger guards updates). */
    writer_values: z.record(z.string(), z.array(z.string())).optional(),
  })
  .strict();
export type AuthorityConventionsJson = z.infer<typeof authorityConventionsSchema>;

export const conventionsSchema = z
  .object({
    /** Every table with this column is filtered by X-Hasura-Customer-Id for every role; inserts get it preset. */
    tenant_column: z.string(),
    /** Rows with this column set are hidden from every role (soft delete). */
    soft_delete_column: z.string(),
    /** Rows with this column true are hidden from the participant role. */
    hidden_from_participant_column: z.string(),
    authority: authorityConventionsSchema.optional(),
  })
  .strict();
export type ConventionsJson = z.infer<typeof conventionsSchema>;

/**
 * A tracked SQL function (Hasura's functions metadata): a function returning SETOF a tracked table,
 * exposed as a query root field with `args`, filtered by the caller's select permission on that table.
 * `server/metadata/functions/<schema>_<name>.json`.
 */
export const trackedFunctionSchema = z
  .object({
    function: z.object({ name: z.string().regex(/^[_a-z][_0-9a-z]*$/), schema: z.string().optional() }).strict(),
    configuration: z
      .object({
        /**
         * Hasura's `session_argument`: the function's json argument of this name receives the caller's
         * session variables (`{"x-hasura-role": …, "x-hasura-customer-id": "…", "x-hasura-user-id": "…"}`),
         * set by the engine and never by the query (it is not one of the field's `args`).
         */
        session_argument: z.string().regex(/^[_a-z][_0-9a-z]*$/).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TrackedFunctionJson = z.infer<typeof trackedFunctionSchema>;

/** The whole metadata directory read into one document. */
export const metadataSchema = z
  .object({
    version: z.literal(1),
    schemas: z.array(z.string()).min(1),
    conventions: conventionsSchema,
    profiles: z.record(z.string(), permissionSetSchema),
    tables: z.array(tableSchema),
    untracked_tables: z.array(untrackedTableSchema).optional(),
    functions: z.array(trackedFunctionSchema).optional(),
  })
  .strict();
export type MetadataJson = z.infer<typeof metadataSchema>;
