// The session machinery (idle timer, dialogs) is loaded once the user has been authenticated in
// this tab, never for the login page alone.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '@portal/sdk/lazy';
import { useAuth } from '../../shared/session/auth-context';

const SessionGuardImpl = lazyWithPreload(() => import('./SessionGuard').then((m) => m.SessionGuard));

/**
 * With a session stored, the app start loads it beside the bootstrap (app/router): a Suspense
 * fallback shown late would hold back the page's own reveal (React's 300 ms throttle).
 */
export const preloadSessionGuard = () => SessionGuardImpl.preload();

export function LazySessionGuard() {
  const { isAuthenticated } = useAuth();
  const [needed, setNeeded] = useState(isAuthenticated);
  useEffect(() => {
    if (isAuthenticated) setNeeded(true);
  }, [isAuthenticated]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionGuardImpl />
    </Suspense>
  );
}
