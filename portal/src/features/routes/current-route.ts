// Which named route an address belongs to (for the page title, the back button and the gates).
import { matchPath } from 'react-router';
import { ROUTES } from './route-paths';
import { ROUTE_TABLE } from './route-table';
import type { ShellRouteDefinition } from './route-table';

/** Static paths before dynamic ones, so /organizations/new is never read as /organizations/edit/:id. */
const BY_SPECIFICITY = [...ROUTE_TABLE].sort(
  (a, b) => Number(ROUTES[a.name].includes(':')) - Number(ROUTES[b.name].includes(':')),
);

/** An app's page owns the paths under its route (its own sub-routes): the longest such route. */
const BY_LENGTH = ROUTE_TABLE.filter((route) => route.app).sort(
  (a, b) => ROUTES[b.name].length - ROUTES[a.name].length,
);

export function findRoute(pathname: string): ShellRouteDefinition | null {
  return (
    BY_SPECIFICITY.find((route) => matchPath({ path: ROUTES[route.name], end: true }, pathname)) ??
    BY_LENGTH.find((route) => matchPath({ path: ROUTES[route.name], end: false }, pathname)) ??
    null
  );
}
