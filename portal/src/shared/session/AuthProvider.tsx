// Owns the session token (memory + sessionStorage) and the two in-app events around it:
// token-changed on every new token, and logout, which ends the session wherever it was dispatched.
// The browser's other tabs share it (session-channel.ts): this tab answers their asking, announces
// its new tokens and its sign-out, and takes theirs.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { dispatchPortalEvent, onPortalEvent } from '../events/event-bus';
import { clearOfflineData } from '../offline/offline-data';
import type { SessionDevice } from '../events/portal-events';
import { AuthContext } from './auth-context';
import type { AuthApi } from './auth-context';
import { signOut } from './session-api';
import { onSessionMessage, postSessionMessage } from './session-channel';
import { adoptToken } from './session-recovery';
import { decodeTokenClaims } from './token-claims';
import { readSessionToken, writeSessionToken } from './token-store';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readSessionToken());
  const [chosenDevice, setChosenDevice] = useState<SessionDevice>('unknown');
  const [deviceAuthorized, setDeviceAuthorized] = useState<boolean>(() => readSessionToken() !== null);
  const claims = useMemo(() => (token ? decodeTokenClaims(token) : null), [token]);
  const device: SessionDevice = claims?.device ?? chosenDevice;

  const replaceToken = useCallback((next: string) => {
    writeSessionToken(next);
    setToken(next);
    dispatchPortalEvent('token-changed', { token: next });
    postSessionMessage({ kind: 'token', token: next });
  }, []);

  // A token taken from another tab (adoptToken) or renewed anywhere in this one.
  useEffect(
    () =>
      onPortalEvent('token-changed', ({ token: next }) => {
        if (next === null) return;
        setDeviceAuthorized(true);
        setToken(next);
      }),
    [],
  );

  // The other tabs: their asking, their new tokens, their sign-out.
  useEffect(
    () =>
      onSessionMessage((message) => {
        const current = readSessionToken();
        if (message.kind === 'ask' && current !== null) postSessionMessage({ kind: 'token', token: current });
        else if (message.kind === 'token') adoptToken(message.token);
        else if (message.kind === 'logout' && current !== null)
          dispatchPortalEvent('logout', {
            device: decodeTokenClaims(current)?.device ?? 'unknown',
            reason: 'other-tab',
          });
      }),
    [],
  );

  const signIn = useCallback(
    (next: string) => {
      setDeviceAuthorized(true);
      replaceToken(next);
    },
    [replaceToken],
  );

  const logOut = useCallback(() => dispatchPortalEvent('logout', { device, reason: 'user' }), [device]);

  // §4 Authentication: the logout event ends the session, whoever dispatched it (button, idle
  // timer, another tab, an app). An untrusted or unknown device also loses its authorization.
  useEffect(
    () =>
      onPortalEvent('logout', ({ device: loggedOutDevice, reason }) => {
        const current = readSessionToken();
        if (reason !== 'other-tab') postSessionMessage({ kind: 'logout' });
        const forgetDevice = loggedOutDevice !== 'trusted';
        if (forgetDevice) setDeviceAuthorized(false);
        writeSessionToken(null);
        setToken(null);
        setChosenDevice('unknown');
        if (current) dispatchPortalEvent('token-changed', { token: null });
        // No cached page or data of this user survives the sign-out (issue 33 item 8).
        void clearOfflineData();
        signOut(current, forgetDevice).catch(() => {
          // the session is gone locally either way; the server forgets it at expiry
        });
      }),
    [],
  );

  const api = useMemo<AuthApi>(
    () => ({
      token,
      claims,
      isAuthenticated: token !== null,
      device,
      deviceAuthorized,
      signIn,
      replaceToken,
      logOut,
      chooseDevice: setChosenDevice,
    }),
    [token, claims, device, deviceAuthorized, signIn, replaceToken, logOut],
  );
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
