// features/routes: the route constants (§2.3), what each route shows and who may open it, the
// redirects, the query parameters and the last visited address per context.
export { ROUTES, LOGIN_PATH_PREFIXES, isLoginPath, isQnrModulePath, qnrModulePath } from './route-paths';
export type { RouteName } from './route-paths';
export { ROUTE_TABLE, routeDefinition } from './route-table';
export { findRoute } from './current-route';
export { ModuleMount, NotSuppliedYet, moduleAvailability, useModuleAvailability } from './ModuleMount';
export type { ModuleAvailability } from './ModuleMount';
export type { RouteGate, ShellPage, ShellRouteDefinition } from './route-table';
export { isGateOpen } from './route-access';
export type { RouteAccess } from './route-access';
export { inboxOutboxRedirect, inboxOutboxTarget, isOverviewHidden, landingPath } from './landing';
export type { LandingInput, MessagingCapabilities } from './landing';
export { SHELL_QUERY_KEYS, normalizedSearch, parseShellQuery, shellHref } from './shell-query';
export type { ShellQuery, ShellQueryKey } from './shell-query';
export { lastVisitedKey, readLastVisited, rememberVisit } from './last-visited-url';
export { useLastVisitedUrl } from './useLastVisitedUrl';
export { pageTitle, routeTexts, routeTitleKey } from './route-texts';
