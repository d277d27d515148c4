// §7 The access calls of the authentication service (docs/auth.md): the user's access details and
// the dispatch of an invitation link.
import { bearerAuthorization } from '../../shared/api/basic-auth';
import { getJson, query } from '../../shared/api/http-client';

/** §3 User access details. */
export interface UserAccessDetails {
  pnr_class: string | null;
  invitation_code: string | null;
  invited_at: string | null;
  invited_by: string | number | null;
}

function parseAccess(raw: unknown): UserAccessDetails {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    pnr_class: text(body.pnr_class),
    invitation_code: text(body.invitation_code),
    invited_at: text(body.invited_at),
    invited_by: typeof body.invited_by === 'number' ? body.invited_by : text(body.invited_by),
  };
}

export async function fetchUserAccess(
  token: string,
  userId: number,
  signal?: AbortSignal,
): Promise<UserAccessDetails> {
  const search = query({ context: 'user_access_control', user_id: String(userId) });
  return parseAccess(
    await getJson<unknown>(`/api/auth/protected/check?${search}`, {
      headers: { authorization: bearerAuthorization(token) },
      signal,
    }),
  );
}

export async function dispatchInvitation(token: string, userId: number): Promise<UserAccessDetails> {
  const search = query({ user_id: String(userId) });
  return parseAccess(
    await getJson<unknown>(`/api/auth/access/dispatch-invitation?${search}`, {
      headers: { authorization: bearerAuthorization(token) },
    }),
  );
}
