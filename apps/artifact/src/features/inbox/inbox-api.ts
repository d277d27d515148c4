// The inbox's reads and writes, by the messaging contract (packages/rules): one page of items with
// the filters, one item, read state. A write refreshes every cached inbox read.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { messagingContract, type InboxKind, type LocalizedText } from '@portal/rules';

export interface InboxFilters {
  participant?: number;
  kind?: InboxKind;
  from?: string;
  to?: string;
  offset?: number;
}

export const INBOX_KEY = ['artifact', 'inbox'] as const;

export function useInboxPage(filters: InboxFilters) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...INBOX_KEY, 'page', filters],
    queryFn: () => api.call(messagingContract.inbox, { query: filters }),
  });
}

export function useInboxItem(id: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...INBOX_KEY, 'item', id],
    queryFn: () => api.call(messagingContract.inboxItem, { params: { id } }),
    retry: false,
  });
}

export function useInboxWrites() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  const markRead = useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      api.call(messagingContract.markRead, { params: { id }, body: { read } }),
    onSuccess: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.call(messagingContract.markAllRead, {}),
    onSuccess: refresh,
  });
  return { markRead, markAllRead };
}

/** The server's refusal in the user's language (the area kit's `messages`), or the fallback. */
export function refusalText(error: unknown, language: 'en' | 'no', fallback: string): string {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}
