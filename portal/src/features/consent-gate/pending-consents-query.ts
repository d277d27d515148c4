// §2.2, issue 32 item 2: the privacy policy and login consents the signed-in user must still
// answer, asked for beside the session's bootstrap (SignedInShell), so the gate adds no wait. The
// route is the administration contract's `pendingConsents`, asked by its path here: the contract's
// schemas (zod) stay out of the shell's first load, only its answer's type is taken.
import type { ConsentVersion } from '@portal/rules';
import type { ApiClient } from '@portal/sdk';

export const PENDING_CONSENTS_PATH = '/api/consents/pending';

export function pendingConsentsQuery(api: ApiClient, token: string | null) {
  return {
    queryKey: ['shell', 'consents', 'pending', token] as const,
    queryFn: () => api.request<{ pending: ConsentVersion[] }>('GET', PENDING_CONSENTS_PATH),
    staleTime: Infinity,
    retry: 1,
  };
}
