import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { useShellSession } from '../user-context';
import { fetchUnseenCount } from './chat-unseen';

const REFRESH_MS = 60_000;

/** The unseen chat messages of the signed-in user (0 without chat). */
export function useChatUnseenCount(enabled: boolean): number {
  const { graphql } = useShell();
  const { bootstrap } = useShellSession();
  const unseen = useQuery({
    queryKey: ['shell', 'chat-unseen', bootstrap.customer_id, bootstrap.user_id],
    queryFn: ({ signal }) => fetchUnseenCount(graphql, bootstrap.user_id, signal),
    enabled,
    retry: false,
    refetchInterval: REFRESH_MS,
  });
  return unseen.data ?? 0;
}
