// §9 data caching, reading one: query data kept without expiry, no refetch on focus or mount.
import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_NO_EXPIRY } from '@portal/rules';

export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_NO_EXPIRY.staleTimeMs,
        gcTime: QUERY_CACHE_NO_EXPIRY.retentionMs,
        refetchOnWindowFocus: QUERY_CACHE_NO_EXPIRY.refetchOnWindowFocus,
        refetchOnMount: QUERY_CACHE_NO_EXPIRY.refetchOnMount,
        retry: false,
      },
    },
  });
}
