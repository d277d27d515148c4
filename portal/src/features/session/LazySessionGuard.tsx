// The session machinery (idle timer, dialogs) is loaded once the user has been authenticated in
// this tab, never for the login page alone.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../shared/session/auth-context';

const SessionGuardImpl = lazy(() => import('./SessionGuard').then((m) => ({ default: m.SessionGuard })));

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
