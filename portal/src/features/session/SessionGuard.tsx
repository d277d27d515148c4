// The session around the signed-in part: the idle timer while authenticated (none for vt 0), and
// the "session expired" notice once an idle logout has happened, or a request found the session
// over (issue 26 item 5). A new token hides the notice.
import { useEffect, useMemo, useState } from 'react';
import { SessionExpiryDialog } from '../../shared/dialogs/SessionExpiryDialog';
import { onPortalEvent } from '../../shared/events/event-bus';
import { useAuth } from '../../shared/session/auth-context';
import { sessionEndedByServer } from '../../shared/session/session-recovery';
import { SessionTimer } from './SessionTimer';
import { sessionTimerPlan } from './session-timer-settings';

export function SessionGuard() {
  const { isAuthenticated, claims, token } = useAuth();
  const [expired, setExpired] = useState(sessionEndedByServer);
  const plan = useMemo(() => (token ? sessionTimerPlan(claims) : null), [token, claims]);

  useEffect(
    () => onPortalEvent('logout', ({ reason }) => setExpired(reason === 'idle' || reason === 'unauthorized')),
    [],
  );
  useEffect(() => onPortalEvent('token-changed', ({ token: next }) => next && setExpired(false)), []);

  return (
    <>
      {isAuthenticated && plan?.kind === 'timed' && (
        <SessionTimer key={`${plan.settings.timeout}`} settings={plan.settings} />
      )}
      <SessionExpiryDialog
        open={expired && !isAuthenticated}
        mode="expired"
        onClose={() => setExpired(false)}
      />
    </>
  );
}
