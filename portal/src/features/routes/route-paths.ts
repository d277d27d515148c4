// §2.3 Every named route of the signed-in shell, with its path, in one place. The paths an app
// links to come from @portal/sdk's ROUTE_PATHS, so a widget row and the shell agree.
import { ROUTE_PATHS } from '@portal/sdk';

export const ROUTES = {
  overview: ROUTE_PATHS.overview,
  calendar: ROUTE_PATHS.calendar,
  tasks: ROUTE_PATHS.tasks,
  jobSeeker: '/job-seeker',
  tiltak: '/tiltak',
  artifactPresenter: '/artifact-presenter',
  qnrModule: '/qnr-module',
  qnrModuleArea: '/qnr-module/:module',
  allQnrs: ROUTE_PATHS.allQnrs,
  allQnrsAndFiles: '/all-qnrs-and-files',
  shareQnrs: '/all-qnrs/share',
  privacyAndConsents: '/privacy-and-consents',
  sendOrders: '/send-orders',
  qnrTemplates: '/qnr-templates',
  manageQnrs: '/manage-qnrs',
  manageParcels: '/manage-parcels',
  smsTemplates: '/sms-templates',
  anonymousQnrs: '/anonymous-qnrs',
  plans: ROUTE_PATHS.plans,
  summary: ROUTE_PATHS.summary,
  qnrView: '/qnr-view',
  qnrViewDetail: '/qnr-view/:qnrId',
  qnrViewPrint: '/qnr-view-print',
  myParticipants: ROUTE_PATHS.myParticipants,
  myParticipantsGroups: '/my-participants/groups',
  myParticipantsAccepted: '/my-participants/accepted',
  myParticipantsWaiting: '/my-participants/waiting',
  myParticipantsToBeDeleted: '/my-participants/to-be-deleted',
  myParticipantsAll: '/my-participants/all',
  timeTracking: ROUTE_PATHS.timeTracking,
  teamLeaderTimeTracking: '/time-tracking/team-leader',
  chat: ROUTE_PATHS.chat,
  inboxOutbox: '/inbox-outbox',
  inbox: '/inbox',
  outbox: '/outbox',
  outboxGroups: '/outbox-groups',
  outboxGroupDetail: '/outbox-groups/:outboxGroupId',
  documents: '/customer/documents',
  postJournal: '/documents/post-journal',
  drafts: ROUTE_PATHS.drafts,
  generate: '/documents/generate',
  reports: '/reports',
  loginReports: ROUTE_PATHS.loginReports,
  richEdit: '/rich-edit',
  shortcuts: '/shortcuts',
  shortcutSettings: '/shortcut-settings',
  settingsAdministration: '/settings/administration',
  settingsOrganizationsNew: '/settings/administration/organizations/new',
  settingsOrganizationsEdit: '/settings/administration/organizations/edit/:organizationId',
  organizations: '/organizations',
  organizationsNew: '/organizations/new',
  organizationsEdit: '/organizations/edit/:organizationId',
  organizationsImport: '/organizations/import',
  sendOrdersWidget: '/widget/send-orders',
  qnrViewWidget: '/widget/qnr-view',
  postJournalWidget: '/widget/post-journal',
  selectVersions: '/revman/select-versions',
  selectFeatures: '/revman/select-features',
  meetingSessionRoom: '/meeting-session-room',
  adjustTemplates: '/adjust-templates',
  designerOverview: '/designer-overview',
  customers: '/customers',
  timePlanTemplates: '/time-plan-templates',
  timePlanTemplateCreate: '/time-plan-templates/create',
  timePlanTemplateEdit: '/time-plan-templates/edit/:templateId',
  timePlans: '/time-plans',
  timePlanCreate: '/time-plans/create',
  timePlanEdit: '/time-plans/edit/:timePlanId',
  documentEditor: '/document-editor',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The paths of login pages, never kept as a "last visited" address (§2.3). */
export const LOGIN_PATH_PREFIXES = [
  '/login',
  '/reset-password',
  '/auth/callback',
  '/UnableToLogFromEPR',
] as const;

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The questionnaire-area path of one context group (§2.4: the group name as a segment). */
export function qnrModulePath(groupName: string): string {
  return `${ROUTES.qnrModule}/${encodeURIComponent(groupName)}`;
}

export function isQnrModulePath(pathname: string): boolean {
  return pathname === ROUTES.qnrModule || pathname.startsWith(`${ROUTES.qnrModule}/`);
}
