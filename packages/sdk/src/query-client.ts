import { QueryClient } from '@tanstack/react-query';

// §9 "Data caching": both readings kept — a default retention of 5 minutes, 3 retries with backoff
// up to 30 s, dedupe 2 s; no refetch on window focus.
const RETENTION_MS = 5 * 60 * 1000;
const DEDUPE_MS = 2000;
const MAX_RETRY_DELAY_MS = 30_000;

/** The one TanStack Query client the shell hands to every app (through ShellServices). */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: RETENTION_MS,
        staleTime: DEDUPE_MS,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export type { QueryClient };
