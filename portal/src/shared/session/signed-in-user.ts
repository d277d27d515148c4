// The user's part of the bootstrap (GET /api/bootstrap with the Bearer token).
import { bearerAuthorization } from '../api/basic-auth';
import { getJson } from '../api/http-client';

export interface SignedInUser {
  user_name: string;
  user_role: string;
  journal: string | null;
}

export async function fetchSignedInUser(token: string): Promise<SignedInUser> {
  const raw = await getJson<Record<string, unknown>>('/api/bootstrap', {
    headers: { authorization: bearerAuthorization(token) },
  });
  const metadata = (typeof raw.metadata === 'object' && raw.metadata !== null ? raw.metadata : {}) as Record<
    string,
    unknown
  >;
  return {
    user_name: typeof raw.user_name === 'string' ? raw.user_name : '',
    user_role: typeof raw.user_role === 'string' ? raw.user_role : '',
    journal: typeof metadata.journal === 'string' ? metadata.journal : null,
  };
}

/** The signed-in user, from the bootstrap with the session token (cached per token). */
export function signedInUserQuery(token: string | null) {
  return {
    queryKey: ['bootstrap', 'session', token] as const,
    queryFn: () => fetchSignedInUser(token ?? ''),
    enabled: token !== null,
  };
}
