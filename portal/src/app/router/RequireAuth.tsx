// Signed-in routes: without a session, go to login carrying `redirect` (base64 of the wanted path).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../shared/session/auth-context';
import { loginPathFor } from './login-path';

export { loginPathFor };

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}

/** §2.1 "anything else": to the overview when signed in, else to login with the redirect. */
export function FallbackRedirect() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to="/overview" replace />;
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}
