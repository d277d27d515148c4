// §7 one-time-token login for the work-inclusion connector and the patient-record link.
import { getJson, query } from '../../shared/api/http-client';

const PASSED_THROUGH = ['brukerBrukerNavn', 'region', 'journal_user_id'] as const;

export async function signInWithOneTimeToken(code: string, search: string): Promise<string> {
  const current = new URLSearchParams(search);
  const extra = Object.fromEntries(
    PASSED_THROUGH.flatMap((key) => (current.get(key) ? [[key, current.get(key) ?? '']] : [])),
  );
  const answer = await getJson<{ token?: unknown }>(
    `/api/auth/signin?${query({ context: 'connector.ott', code, ...extra })}`,
  );
  if (typeof answer.token !== 'string') throw new Error('the token login answered no token');
  return answer.token;
}
