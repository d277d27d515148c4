// §6 Roles. Guest versus regular login is a device choice, not a role.
export const ROLES = ['admin', 'team_leader', 'staff', 'participant'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Reads a stored or claimed role ("ADMIN", "Team_Leader", " staff ") as a Role.
 * Roles are compared case-insensitively (§6: user_role ADMIN); unknown values give null.
 */
export function parseRole(userRole: string | null | undefined): Role | null {
  if (typeof userRole !== 'string') return null;
  const normalized = userRole.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(normalized) ? (normalized as Role) : null;
}

/** §6: the admin check compares user_role with ADMIN case-insensitively. */
export function isAdminRole(userRole: string | null | undefined): boolean {
  return parseRole(userRole) === 'admin';
}

/** §6: gates the all-registered-time and team-leader time-tracking views. */
export function isTeamLeader(userRole: string | null | undefined): boolean {
  return parseRole(userRole) === 'team_leader';
}
