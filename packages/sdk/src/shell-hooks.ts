// Narrow hooks over useShell(), one per question an app asks the shell.
import { useCallback } from 'react';
import { routeHref, routePath, type RouteName, type RouteQuery } from './route-paths';
import { useShell } from './shell-context';
import type {
  Capabilities,
  NavigateOptions,
  SelectedRecipient,
  ShellUser,
  UserContextKind,
} from './shell-types';

export interface UserContextView {
  user: ShellUser;
  userContext: UserContextKind;
  /** The chosen recipient in the RECIPIENT context, else null. */
  selectedRecipient: SelectedRecipient | null;
}

export function useUserContext(): UserContextView {
  const { user, userContext, selectedRecipient } = useShell();
  return { user, userContext, selectedRecipient: userContext === 'RECIPIENT' ? selectedRecipient : null };
}

/** Whether the tenant has the feature flag on (§6). */
export function useFeature(name: string): boolean {
  return useShell().features.includes(name);
}

export function useCapability(name: keyof Capabilities): boolean {
  return useShell().capabilities[name];
}

/** A named route with its path parameters and own query, or a path (below a page's basePath). */
export type NavigationTarget =
  string | { route: RouteName; params?: Record<string, string | number>; query?: RouteQuery };

export function targetPath(target: NavigationTarget): string {
  if (typeof target === 'string') return target;
  return routeHref(routePath(target.route, target.params as never), target.query);
}

/**
 * Navigation inside the shell: `navigate({ route: 'qnrViewDetail', params: { qnrId: 7 } })` or
 * `navigate(`${basePath}/event/42`)`. The shell keeps the §2.3 query parameters.
 */
export function useNavigate(): (to: NavigationTarget, options?: NavigateOptions) => void {
  const { navigate } = useShell();
  return useCallback((to, options) => navigate(targetPath(to), options), [navigate]);
}

/** The href of a link to `to`, with the §2.3 query parameters the shell keeps. */
export function useHref(to: NavigationTarget): string {
  const { href } = useShell();
  return href(targetPath(to));
}

export function useNotify() {
  return useShell().notify;
}

export function useShellEvents() {
  return useShell().events;
}
