// §2.3 The routed pages of the signed-in shell: every named route, the landing redirect for "/"
// and for any other path.
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { ROUTES, ROUTE_TABLE, landingPath, shellHref } from '../routes';
import { useShellSession } from '../user-context';
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

export function ShellRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map((route) => (
        <Route key={route.name} path={ROUTES[route.name]} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<LandingRedirect />} />
    </Routes>
  );
}
