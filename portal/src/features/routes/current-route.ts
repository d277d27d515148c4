// Which named route an address belongs to (for the page title, the back button and the gates).
import { matchPath } from 'react-router';
import { ROUTES } from './route-paths';
import { ROUTE_TABLE } from './route-table';
import type { ShellRouteDefinition } from './route-table';

/** Static paths before dynamic ones, so /organizations/new is never read as /organizations/edit/:id. */
const BY_SPECIFICITY = [...ROUTE_TABLE].sort(
  (a, b) => Number(ROUTES[a.name].includes(':')) - Number(ROUTES[b.name].includes(':')),
);

export function findRoute(pathname: string): ShellRouteDefinition | null {
  return BY_SPECIFICITY.find((route) => matchPath({ path: ROUTES[route.name], end: true }, pathname)) ?? null;
}
