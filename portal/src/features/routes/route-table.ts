// §2.3 What each named route shows and who may open it. A page whose content belongs to a feature
// app names the app and module; the shell owns the overview, administration and privacy pages.
import type { RouteName } from './route-paths';

export type ShellPage = 'overview' | 'administration' | 'privacyAndConsents';

export interface RouteGate {
  /** Every one of these feature flags must be on. */
  features?: readonly string[];
  /** At least one of these flags must be on. */
  anyFeature?: readonly string[];
  /** Every one of these per-user capabilities (§6, from the bootstrap). */
  capabilities?: readonly string[];
  anyCapability?: readonly string[];
  /** Not for participants (case work only). */
  staffOnly?: boolean;
}

export interface ShellRouteDefinition {
  name: RouteName;
  /** The feature app that supplies the page, and the module it exposes for it. */
  app?: string;
  module?: string;
  /** A page the shell itself owns. */
  shell?: ShellPage;
  gate?: RouteGate;
  /** §2.3: blocked by the invitation restriction in the RECIPIENT context. */
  messaging?: boolean;
  /** The back button's target (§2.4 page header: back by route). */
  parent?: RouteName;
}

const ORGANIZATIONS: RouteGate = { features: ['crm_Organization', 'crm_OrganizationsMenuItem'] };
const ADMIN: RouteGate = { capabilities: ['admin'] };
const STAFF: RouteGate = { staffOnly: true };
const page = (app: string, module: string) => ({ app, module: `page:${module}` });

export const ROUTE_TABLE: readonly ShellRouteDefinition[] = [
  { name: 'overview', shell: 'overview' },
  { name: 'calendar', ...page('calendar', 'calendar'), gate: { features: ['calendar_EventsAccess'] } },
  { name: 'tasks', ...page('calendar', 'tasks'), gate: { features: ['calendar_TasksAccess'] } },
  { name: 'jobSeeker', ...page('directory', 'job-seeker'), gate: STAFF },
  { name: 'tiltak', ...page('activities', 'tiltak'), gate: STAFF },
  { name: 'artifactPresenter', ...page('artifact', 'artifact-presenter') },
  { name: 'qnrModule', ...page('artifact', 'qnr-module') },
  { name: 'qnrModuleArea', ...page('artifact', 'qnr-module') },
  { name: 'allQnrs', ...page('artifact', 'artifact') },
  { name: 'allQnrsAndFiles', ...page('artifact', 'all-qnrs-and-files') },
  {
    name: 'shareQnrs',
    ...page('artifact', 'share'),
    gate: { features: ['quickAccess_ShowShareButton'] },
    parent: 'allQnrs',
  },
  { name: 'privacyAndConsents', shell: 'privacyAndConsents', gate: ADMIN },
  { name: 'sendOrders', ...page('artifact', 'send-orders'), gate: STAFF },
  { name: 'qnrTemplates', ...page('artifact', 'qnr-templates'), gate: STAFF },
  { name: 'manageQnrs', ...page('artifact', 'manage-qnrs'), gate: STAFF },
  { name: 'manageParcels', ...page('artifact', 'manage-parcels'), gate: STAFF },
  { name: 'smsTemplates', ...page('notification', 'sms-templates'), gate: STAFF },
  { name: 'anonymousQnrs', ...page('artifact', 'anonymous-qnrs'), gate: STAFF, parent: 'allQnrs' },
  // Staff's plans; a participant sees their own (GET /api/plans/mine, issue 28 item 2).
  { name: 'plans', ...page('artifact', 'plans') },
  { name: 'summary', ...page('artifact', 'summary') },
  { name: 'qnrView', ...page('artifact', 'qnr-view') },
  { name: 'qnrViewDetail', ...page('artifact', 'qnr-view'), parent: 'qnrView' },
  { name: 'qnrViewPrint', ...page('artifact', 'qnr-view-print'), parent: 'qnrView' },
  { name: 'myParticipants', ...page('directory', 'directory'), gate: STAFF },
  {
    name: 'myParticipantsGroups',
    ...page('directory', 'my-participants-groups'),
    gate: STAFF,
    parent: 'myParticipants',
  },
  {
    name: 'myParticipantsAccepted',
    ...page('directory', 'my-participants-accepted'),
    gate: STAFF,
    parent: 'myParticipants',
  },
  {
    name: 'myParticipantsWaiting',
    ...page('directory', 'my-participants-waiting'),
    gate: STAFF,
    parent: 'myParticipants',
  },
  {
    name: 'myParticipantsToBeDeleted',
    ...page('directory', 'my-participants-to-be-deleted'),
    gate: STAFF,
    parent: 'myParticipants',
  },
  {
    name: 'myParticipantsAll',
    ...page('directory', 'my-participants-all'),
    gate: STAFF,
    parent: 'myParticipants',
  },
  { name: 'timeTracking', ...page('crm', 'time-tracking'), gate: { capabilities: ['time_tracking'] } },
  {
    name: 'teamLeaderTimeTracking',
    ...page('crm', 'team-leader-time-tracking'),
    gate: { capabilities: ['team_leader_time_tracking'] },
    parent: 'timeTracking',
  },
  { name: 'chat', ...page('chat', 'chat'), gate: { features: ['chat_ShowChat'] } },
  {
    name: 'inboxOutbox',
    ...page('artifact', 'inbox-outbox'),
    gate: { anyCapability: ['inbox', 'outbox', 'outbox_groups'] },
    messaging: true,
  },
  { name: 'inbox', ...page('artifact', 'inbox'), gate: { capabilities: ['inbox'] }, messaging: true },
  { name: 'outbox', ...page('artifact', 'outbox'), gate: { capabilities: ['outbox'] }, messaging: true },
  {
    name: 'outboxGroups',
    ...page('artifact', 'outbox-groups'),
    gate: { capabilities: ['outbox_groups'] },
    messaging: true,
  },
  {
    name: 'outboxGroupDetail',
    ...page('artifact', 'outbox-group'),
    gate: { capabilities: ['outbox_groups'] },
    messaging: true,
    parent: 'outboxGroups',
  },
  { name: 'documents', ...page('storage', 'storage'), gate: { features: ['artifact_ShowFiles'] } },
  {
    name: 'postJournal',
    ...page('storage', 'post-journal'),
    gate: { features: ['artifact_ShowFiles'], staffOnly: true },
    parent: 'documents',
  },
  {
    name: 'drafts',
    ...page('storage', 'drafts'),
    gate: { features: ['artifact_ShowFiles', 'artifact_DocumentsDraft'], staffOnly: true },
    parent: 'documents',
  },
  {
    name: 'generate',
    ...page('storage', 'generate'),
    gate: { features: ['artifact_ShowFiles', 'artifact_DocumentsGenerate'], staffOnly: true },
    parent: 'documents',
  },
  { name: 'reports', ...page('activities', 'reports'), gate: { capabilities: ['reports'] } },
  {
    name: 'loginReports',
    ...page('activities', 'login-reports'),
    gate: { capabilities: ['login_reports'] },
    parent: 'reports',
  },
  { name: 'richEdit', ...page('storage', 'rich-edit'), gate: STAFF, parent: 'documents' },
  { name: 'shortcuts', ...page('artifact', 'shortcuts'), gate: { features: ['artifact_Shortcuts'] } },
  {
    name: 'shortcutSettings',
    ...page('artifact', 'shortcut-settings'),
    gate: { features: ['artifact_Shortcuts'], capabilities: ['admin'] },
  },
  {
    name: 'settingsAdministration',
    shell: 'administration',
    gate: { features: ['shell_Administration'], capabilities: ['admin'] },
  },
  {
    name: 'settingsOrganizationsNew',
    ...page('crm', 'organization-new'),
    gate: { ...ORGANIZATIONS, capabilities: ['admin'] },
    parent: 'settingsAdministration',
  },
  {
    name: 'settingsOrganizationsEdit',
    ...page('crm', 'organization-edit'),
    gate: { ...ORGANIZATIONS, capabilities: ['admin'] },
    parent: 'settingsAdministration',
  },
  { name: 'organizations', ...page('crm', 'crm'), gate: { ...ORGANIZATIONS, staffOnly: true } },
  {
    name: 'organizationsNew',
    ...page('crm', 'organization-new'),
    gate: { ...ORGANIZATIONS, staffOnly: true },
    parent: 'organizations',
  },
  {
    name: 'organizationsEdit',
    ...page('crm', 'organization-edit'),
    gate: { ...ORGANIZATIONS, staffOnly: true },
    parent: 'organizations',
  },
  {
    name: 'organizationsImport',
    ...page('crm', 'organization-import'),
    gate: { ...ORGANIZATIONS, staffOnly: true },
    parent: 'organizations',
  },
  { name: 'sendOrdersWidget', ...page('artifact', 'send-orders-widget'), gate: STAFF },
  { name: 'qnrViewWidget', ...page('artifact', 'qnr-view-widget') },
  {
    name: 'postJournalWidget',
    ...page('storage', 'post-journal-widget'),
    gate: { features: ['artifact_ShowFiles'] },
  },
  { name: 'selectVersions', ...page('consents', 'select-versions'), gate: { capabilities: ['revman'] } },
  { name: 'selectFeatures', ...page('consents', 'select-features'), gate: { capabilities: ['revman'] } },
  { name: 'meetingSessionRoom', ...page('calendar', 'meeting-session-room') },
  {
    name: 'adjustTemplates',
    ...page('artifact', 'adjust-templates'),
    gate: { features: ['shell_AdjustTemplates'], capabilities: ['admin'] },
  },
  {
    name: 'designerOverview',
    ...page('consents', 'designer-overview'),
    gate: { features: ['shell_AdjustOverviews'], capabilities: ['admin'] },
  },
  { name: 'customers', ...page('crm', 'customers'), gate: ADMIN },
  { name: 'timePlanTemplates', ...page('crm', 'time-plan-templates'), gate: STAFF },
  {
    name: 'timePlanTemplateCreate',
    ...page('crm', 'time-plan-template-edit'),
    gate: STAFF,
    parent: 'timePlanTemplates',
  },
  {
    name: 'timePlanTemplateEdit',
    ...page('crm', 'time-plan-template-edit'),
    gate: STAFF,
    parent: 'timePlanTemplates',
  },
  { name: 'timePlans', ...page('crm', 'time-plans'), gate: STAFF },
  { name: 'timePlanCreate', ...page('crm', 'time-plan-edit'), gate: STAFF, parent: 'timePlans' },
  { name: 'timePlanEdit', ...page('crm', 'time-plan-edit'), gate: STAFF, parent: 'timePlans' },
  { name: 'documentEditor', ...page('storage', 'document-editor'), gate: STAFF, parent: 'documents' },
];

export function routeDefinition(name: RouteName): ShellRouteDefinition {
  const found = ROUTE_TABLE.find((route) => route.name === name);
  if (!found) throw new Error(`no route definition for ${name}`);
  return found;
}
