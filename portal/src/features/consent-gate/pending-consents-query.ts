// §2.2, issue 32 item 2: the privacy policy and login consents the signed-in user must still
// answer, asked for beside the session's bootstrap (SignedInShell), so the gate adds no wait.
import { administrationContract } from '@portal/rules';
import type { ApiClient } from '@portal/sdk';

export function pendingConsentsQuery(api: ApiClient, token: string | null) {
  return {
    queryKey: ['shell', 'consents', 'pending', token] as const,
    queryFn: () => api.call(administrationContract.pendingConsents, {}),
    staleTime: Infinity,
    retry: 1,
  };
}
