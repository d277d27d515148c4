// The session calls of the authentication service (§7, ARCHITECTURE.md §5).
import { bearerAuthorization } from '../api/basic-auth';
import { getJson } from '../api/http-client';

/** Ends the session server-side; `forgetDevice` also removes the trusted-device cookie. */
export async function signOut(token: string | null, forgetDevice: boolean): Promise<void> {
  const url = forgetDevice ? '/api/auth/signout?unset=device_authorization_token' : '/api/auth/signout';
  await getJson<unknown>(url, token ? { headers: { authorization: bearerAuthorization(token) } } : {});
}

/** "Stay logged in": a fresh token for the current session (the old one is revoked, docs/auth.md). */
export async function extendSession(token: string): Promise<string> {
  const answer = await getJson<{ token?: unknown }>('/api/auth/protected/refresh?context=session', {
    headers: { authorization: bearerAuthorization(token) },
  });
  if (typeof answer.token !== 'string') throw new Error('the session extension answered no token');
  return answer.token;
}
