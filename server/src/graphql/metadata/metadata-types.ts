// The metadata's shape is declared once, in @portal/rules (zod schemas, types derived); the engine's
// stages import it from here.
export {
  GRAPHQL_ROLES as ROLES,
  type GraphqlRole,
  type BoolExpJson,
  type SelectPermissionJson,
  type InsertPermissionJson,
  type UpdatePermissionJson,
  type DeletePermissionJson,
  type RolePermissionsJson,
  type PermissionSetJson,
  type RelationshipJson,
  type TableJson,
  type UntrackedTableJson,
  type ConventionsJson,
  type AuthorityConventionsJson,
  type MetadataJson,
} from '@portal/rules';
