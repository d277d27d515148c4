// A request the server refused for its session (issue 26 item 5): the token was renewed meanwhile
// in this tab or another (a duplicated tab keeps the copy it was born with), so the request is
// asked again with the newer one; when no tab holds a newer one the session is over, and the user
// is told so and taken to the login page with the page they were on kept (§2.2, RequireAuth).
import { dispatchPortalEvent, onPortalEvent } from '../events/event-bus';
import { askPeersForToken } from './session-channel';
import { decodeTokenClaims } from './token-claims';
import { readSessionToken, writeSessionToken } from './token-store';

let pending: Promise<string | null> | null = null;
let endedByServer = false;
onPortalEvent('token-changed', ({ token }) => {
  if (token !== null) endedByServer = false;
});

/**
 * Whether the server ended this tab's session (until a new token): the notice shows even when the
 * session machinery (lazily loaded) mounts after the logout event went by.
 */
export function sessionEndedByServer(): boolean {
  return endedByServer;
}

/** Takes a token another tab announced as this tab's (the AuthProvider follows token-changed). */
export function adoptToken(token: string): void {
  if (readSessionToken() === token) return;
  writeSessionToken(token);
  dispatchPortalEvent('token-changed', { token });
}

/** The token to retry a request with after `failed` was refused, or null once the session is over. */
export function recoverSession(failed: string | null): Promise<string | null> {
  const current = readSessionToken();
  if (current !== null && current !== failed) return Promise.resolve(current);
  pending ??= (async () => {
    const peer = await askPeersForToken();
    if (peer !== null && peer !== failed) {
      adoptToken(peer);
      return peer;
    }
    if (readSessionToken() !== null) {
      // A trusted device stays trusted: the session ended, not the device's authorization.
      const device = (failed ? decodeTokenClaims(failed)?.device : undefined) ?? 'unknown';
      endedByServer = true;
      dispatchPortalEvent('logout', { device, reason: 'unauthorized' });
    }
    return null;
  })().finally(() => {
    pending = null;
  });
  return pending;
}
