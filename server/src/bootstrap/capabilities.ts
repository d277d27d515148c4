import type { FeatureFlag } from '@portal/rules';

/** What a user may do, computed once on the server from role and flags (§6), read by the browser. */
export interface Capabilities {
  admin: boolean;
  team_leader: boolean;
  revman: boolean;
  inbox: boolean;
  outbox: boolean;
  outbox_groups: boolean;
  reports: boolean;
  login_reports: boolean;
  time_tracking: boolean;
  team_leader_time_tracking: boolean;
}

type Role = 'admin' | 'team_leader' | 'staff' | 'participant';

const STAFF_ROLES: readonly Role[] = ['admin', 'team_leader', 'staff'];
const LEADING_ROLES: readonly Role[] = ['admin', 'team_leader'];

/**
 * §6 leaves the per-user checks open; the rule here (docs/decisions.md): a capability needs its
 * feature flag on for the tenant and a role that does that work. Participants read their inbox only.
 */
export function computeCapabilities(role: Role, features: ReadonlySet<string>, isRevman: boolean): Capabilities {
  const on = (flag: FeatureFlag) => features.has(flag);
  const staff = STAFF_ROLES.includes(role);
  const leading = LEADING_ROLES.includes(role);
  return {
    admin: role === 'admin',
    team_leader: leading,
    revman: isRevman,
    inbox: on('artifact_ShowInbox'),
    outbox: staff && on('artifact_ShowOutbox'),
    outbox_groups: staff && on('artifact_OutboxGroupsTab'),
    reports: leading && on('shell_Reports'),
    login_reports: leading && on('directory_Reports'),
    time_tracking: staff && on('crm_TimeTracking'),
    team_leader_time_tracking: leading && on('crm_TimeRegistrationTeamLeaderOverview'),
  };
}
