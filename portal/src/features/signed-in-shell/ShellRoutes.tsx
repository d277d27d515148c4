// §2.3 The routed pages of the signed-in shell: every named route, the pages the installed apps
// declare, the landing redirect for "/" and for any other path.
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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

/**
 * The §2.3 routes, then the pages the installed apps declare (their manifests' includes). Until the
 * apps' manifests are read (`appsReady` false) an address no named route matches may still be an
 * app's page: it waits there rather than going to the landing page (a reload of /notifications on a
 * slow line stays on /notifications).
 */
export function ShellRoutes({
  declared = [],
  appsReady = true,
}: {
  declared?: readonly DeclaredPage[];
  appsReady?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Routes>
      {ROUTE_TABLE.map((route) => (
        <Route key={route.name} path={routeMountPath(route)} element={<RoutePage route={route} />} />
      ))}
      {declared.map((page) => (
        <Route key={page.name} path={`${page.path}/*`} element={<DeclaredPageRoute page={page} />} />
      ))}
      <Route path="*" element={appsReady ? <LandingRedirect /> : <span role="status">{t('common.loading')}</span>} />
    </Routes>
  );
}
