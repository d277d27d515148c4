// §2.3 The signed-in shell's routes are @portal/sdk's ROUTE_PATHS, the one table the shell and the
// apps read (a widget row, an app's link and the shell agree by construction).
import { ROUTE_PATHS, type RouteName as SdkRouteName } from '@portal/sdk';

export const ROUTES = ROUTE_PATHS;

export type RouteName = SdkRouteName;

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
