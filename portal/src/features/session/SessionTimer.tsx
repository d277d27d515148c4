// §4 Session with react-idle-timer: the warning once only the last 15 % is left (mm:ss, "stay
// logged in" extends the session and restarts the timer), logout on idle expiry. Cross-tab: one
// leader (react-idle-timer's election polls every 2000 ms and waits 100 ms, §9), activity shared
// between tabs, events throttled at 200 ms. A logout in one tab logs out every tab through the
// session channel (shared/session/session-channel.ts), timed or not.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useTranslation } from 'react-i18next';
import { EVENT_THROTTLE_MS } from '@portal/rules';
import type { IdleTimerSettings } from '@portal/rules';
import { apiErrorText } from '../../shared/api/api-error';
import { SessionExpiryDialog } from '../../shared/dialogs/SessionExpiryDialog';
import { dispatchPortalEvent, onPortalEvent } from '../../shared/events/event-bus';
import { useAuth } from '../../shared/session/auth-context';
import { extendSession } from '../../shared/session/session-api';
import { useToast } from '../../shared/toasts/toast-context';
import { shouldRenewOnActivity } from './session-timer-settings';

const CHANNEL = 'portal-session';

export function SessionTimer({ settings }: { settings: IdleTimerSettings }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const auth = useAuth();
  const [prompted, setPrompted] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const renewing = useRef(false);
  const authRef = useRef(auth);
  authRef.current = auth;

  const renew = useCallback(async () => {
    const token = authRef.current.token;
    if (!token || renewing.current) return false;
    renewing.current = true;
    try {
      authRef.current.replaceToken(await extendSession(token));
      return true;
    } finally {
      renewing.current = false;
    }
  }, []);

  const timer = useIdleTimer({
    timeout: settings.timeout,
    promptBeforeIdle: settings.promptBeforeIdle,
    onPrompt: () => setPrompted(true),
    onIdle: () => {
      setPrompted(false);
      dispatchPortalEvent('logout', { device: authRef.current.device, reason: 'idle' });
    },
    onActive: () => setPrompted(false),
    onAction: () => {
      // While the warning shows, only "stay logged in" extends the session (focus moving to its
      // button is an event too).
      if (timerRef.current?.isPrompted()) return;
      if (shouldRenewOnActivity(authRef.current.claims, Date.now())) renew().catch(() => undefined);
    },
    crossTab: true,
    leaderElection: true,
    name: CHANNEL,
    syncTimers: EVENT_THROTTLE_MS,
    eventsThrottle: EVENT_THROTTLE_MS,
    throttle: EVENT_THROTTLE_MS,
  });

  const timerRef = useRef<typeof timer | null>(null);
  timerRef.current = timer;

  // A token change hides the warning and restarts the timer.
  const { activate } = timer;
  useEffect(
    () =>
      onPortalEvent('token-changed', ({ token }) => {
        if (token) {
          setPrompted(false);
          activate();
        }
      }),
    [activate],
  );

  const { getRemainingTime } = timer;
  useEffect(() => {
    if (!prompted) return undefined;
    const update = () => setSecondsLeft(Math.ceil(getRemainingTime() / 1000));
    update();
    const id = window.setInterval(update, 1000);
    return () => window.clearInterval(id);
  }, [prompted, getRemainingTime]);

  const stayLoggedIn = async () => {
    setBusy(true);
    try {
      await renew();
      setPrompted(false);
      activate();
    } catch (error) {
      showToast({ severity: 'error', message: apiErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SessionExpiryDialog
      open={prompted}
      mode="warning"
      secondsLeft={secondsLeft}
      busy={busy}
      onStayLoggedIn={() => void stayLoggedIn()}
      onLogOut={auth.logOut}
    />
  );
}
