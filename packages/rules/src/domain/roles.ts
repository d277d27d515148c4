// §6 Roles: the one declaration of the roles; the server, the data API's metadata, the SDK and the
// shell derive theirs from it. Guest versus regular login is a device choice, not a role.
import { z } from 'zod';

// The plain list is what the browser reads (the shell's start carries no zod for it); the schema is
// made from it.
export const ROLES = ['admin', 'team_leader', 'staff', 'participant'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The roles that do a caseworker's work (everyone but the participant). */
export const STAFF_ROLES = ['admin', 'team_leader', 'staff'] as const satisfies readonly Role[];
/** The roles that lead others' work: reports, the team leader's time view (§6). */
export const LEADING_ROLES = ['admin', 'team_leader'] as const satisfies readonly Role[];

/** The data API's roles (§7, Hasura's x-hasura-role): the users' roles, and anonymous without a token. */
export const GRAPHQL_ROLES = [...ROLES, 'anonymous'] as const;
export const graphqlRoleSchema = z.enum(GRAPHQL_ROLES);
export type GraphqlRole = z.infer<typeof graphqlRoleSchema>;

/** The roles a token's role may ask for with x-hasura-role: its own and those below it. */
export const ROLES_A_ROLE_MAY_USE: Readonly<Record<Role, readonly GraphqlRole[]>> = {
  admin: ['admin', 'team_leader', 'staff'],
  team_leader: ['team_leader', 'staff'],
  staff: ['staff'],
  participant: ['participant'],
};

export function isStaffRole(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

export function isLeadingRole(role: Role): boolean {
  return (LEADING_ROLES as readonly Role[]).includes(role);
}

/**
 * Reads a stored or claimed role ("ADMIN", "Team_Leader", " staff ") as a Role.
 * Roles are compared case-insensitively (§6: user_role ADMIN); unknown values give null.
 */
export function parseRole(userRole: string | null | undefined): Role | null {
  if (typeof userRole !== 'string') return null;
  const role = userRole.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** §6: the admin check compares user_role with ADMIN case-insensitively. */
export function isAdminRole(userRole: string | null | undefined): boolean {
  return parseRole(userRole) === 'admin';
}

/** §6: gates the all-registered-time and team-leader time-tracking views. */
export function isTeamLeader(userRole: string | null | undefined): boolean {
  return parseRole(userRole) === 'team_leader';
}
