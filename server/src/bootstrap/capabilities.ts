import { isLeadingRole, isStaffRole, type UserCapabilities, type FeatureFlag, type Role } from '@portal/rules';

/**
 * What a user may do (§6), computed once on the server from role and flags and read by the browser.
 * The rule here (docs/decisions.md): a capability needs its feature flag on for the tenant and a
 * role that does that work. Participants read their inbox only.
 */
export function computeCapabilities(role: Role, features: ReadonlySet<string>, isRevman: boolean): UserCapabilities {
  const on = (flag: FeatureFlag) => features.has(flag);
  const staff = isStaffRole(role);
  const leading = isLeadingRole(role);
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
