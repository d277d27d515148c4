// §2.3 Every named route of the signed-in shell with its path: the ONE table that the shell (its
// routes, side menu, page titles) and the apps (links, widget rows, a page's nested routes) read.
// A path parameter is written `:name`; a page mounted on a route owns every path under it.

export const ROUTE_PATHS = {
  overview: '/overview',
  calendar: '/calendar',
  tasks: '/tasks',
  jobSeeker: '/job-seeker',
  tiltak: '/tiltak',
  artifactPresenter: '/artifact-presenter',
  qnrModule: '/qnr-module',
  qnrModuleArea: '/qnr-module/:module',
  allQnrs: '/all-qnrs',
  allQnrsAndFiles: '/all-qnrs-and-files',
  shareQnrs: '/all-qnrs/share',
  privacyAndConsents: '/privacy-and-consents',
  sendOrders: '/send-orders',
  qnrTemplates: '/qnr-templates',
  manageQnrs: '/manage-qnrs',
  manageParcels: '/manage-parcels',
  smsTemplates: '/sms-templates',
  anonymousQnrs: '/anonymous-qnrs',
  plans: '/plans',
  summary: '/summary',
  qnrView: '/qnr-view',
  qnrViewDetail: '/qnr-view/:qnrId',
  qnrViewPrint: '/qnr-view-print',
  myParticipants: '/my-participants',
  myParticipantsGroups: '/my-participants/groups',
  myParticipantsAccepted: '/my-participants/accepted',
  myParticipantsWaiting: '/my-participants/waiting',
  myParticipantsToBeDeleted: '/my-participants/to-be-deleted',
  myParticipantsAll: '/my-participants/all',
  timeTracking: '/time-tracking',
  teamLeaderTimeTracking: '/time-tracking/team-leader',
  chat: '/chat',
  inboxOutbox: '/inbox-outbox',
  inbox: '/inbox',
  outbox: '/outbox',
  outboxGroups: '/outbox-groups',
  outboxGroupDetail: '/outbox-groups/:outboxGroupId',
  documents: '/customer/documents',
  postJournal: '/documents/post-journal',
  drafts: '/documents/drafts',
  generate: '/documents/generate',
  reports: '/reports',
  loginReports: '/reports/login-reports',
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
export type RouteName = keyof typeof ROUTE_PATHS;

export type RouteQuery = Record<string, string | number | undefined>;

/** Path parameters of a route's path: '/qnr-view/:qnrId' -> 'qnrId'. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<N extends RouteName> = Record<
  RouteParamName<(typeof ROUTE_PATHS)[N]>,
  string | number
>;

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTE_PATHS, name);
}

/** The path of a named route with its parameters filled in (encoded); a missing one throws. */
export function routePath<N extends RouteName>(name: N, params?: RouteParams<N>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return ROUTE_PATHS[name].replace(/:(\w+)/g, (_whole, key: string) => {
    const value = values[key];
    if (value === undefined || value === '')
      throw new Error(`routePath(${name}): the parameter "${key}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A shell path with query parameters (§2.3: user_context, selected_patient_id, activity_id …). */
export function routeHref(path: string, query: RouteQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * §2.3 The query parameters that travel with every navigation inside the shell and inside an app
 * (qnr_context too, inside the questionnaire module): the shell adds them to every address its
 * navigation makes, so an app never copies them itself.
 */
export const STICKY_QUERY_KEYS = ['lang', 'is_collapsed', 'user_context', 'selected_patient_id'] as const;
