// §2.3 The routed pages of the signed-in shell: every named route, the pages the installed apps
// declare, the landing redirect for "/" and for any other path.
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import type { DeclaredPage } from '../apps';
import { ROUTES, ROUTE_TABLE, landingPath, shellHref } from '../routes';
import type { ShellRouteDefinition } from '../routes';
import { useShellSession } from '../user-context';
import { DeclaredPageRoute } from './DeclaredPageRoute';
import { RoutePage } from './RoutePage';

function LandingRedirect() {
  const session = useShellSession();
  const [params] = useSearchParams();
  const target = landingPath({
    features: session.bootstrap.features,
    userContext: session.userContext,
    role: session.role,
  });
  return <Navigate to={shellHref(target, params)} replace />;
}

/**
 * A page of an app owns every path under its route (its own nested routes); the shell's own pages
 * match exactly. react-router ranks a longer static path first, so /my-participants/groups still
 * opens its own route before /my-participants/* does.
 */
export function routeMountPath(route: ShellRouteDefinition): string {
  return route.app ? `${ROUTES[route.name]}/*` : ROUTES[route.name];
}

/** The §2.3 routes, then the pages the installed apps declare (their manifests' includes). */
export function ShellRoutes({ declared = [] }: { declared?: readonly DeclaredPage[] }) {
  return (
    <Routes>
      {ROUTE_TABLE.map((route) => (
        <Route key={route.name} path={routeMountPath(route)} element={<RoutePage route={route} />} />
      ))}
      {declared.map((page) => (
        <Route key={page.name} path={`${page.path}/*`} element={<DeclaredPageRoute page={page} />} />
      ))}
      <Route path="*" element={<LandingRedirect />} />
    </Routes>
  );
}
