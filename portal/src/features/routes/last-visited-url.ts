// §2.3 The last visited address is kept separately for the two contexts (never a login page), per
// user, in local storage.
import type { UserContext } from '@portal/rules';
import { isLoginPath } from './route-paths';

export function lastVisitedKey(customerId: number, userId: number, context: UserContext): string {
  return `portal.lastVisited.${customerId}.${userId}.${context}`;
}

export function rememberVisit(key: string, pathname: string, search: string): void {
  if (isLoginPath(pathname) || pathname === '/') return;
  try {
    window.localStorage.setItem(key, `${pathname}${search}`);
  } catch {
    // storage disabled
  }
}

/** The stored address, if it is a path of this site (never another origin). */
export function readLastVisited(key: string): string | null {
  let value: string | null;
  try {
    value = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  const pathname = value.split('?')[0] ?? value;
  return isLoginPath(pathname) ? null : value;
}
