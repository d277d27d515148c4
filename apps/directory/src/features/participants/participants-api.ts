// "My participants" through the directory's routes (/api/directory), with the shell's clients; the
// wire types are the contract's (packages/rules, directory/contract.ts).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, useShell, type Language } from '@portal/sdk';
import { directoryContract, type RouteBodyIn, type RouteQueryIn } from '@portal/rules';

export type ListQuery = RouteQueryIn<typeof directoryContract.participants>;
export const DIRECTORY_KEY = ['directory'] as const;

export function useParticipants(query: ListQuery) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'participants', query],
    queryFn: () => api.call(directoryContract.participants, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useDirectoryFilters() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'filters'],
    queryFn: () => api.call(directoryContract.filters, {}),
    staleTime: 60_000,
  });
}

export function useGroups() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'groups'],
    queryFn: () => api.call(directoryContract.groups, {}),
    select: (data) => data.groups,
  });
}

/** The server's own message in the user's language (it sends both), or null. */
export function serverMessage(error: unknown, language: Language): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const messages = error.extra.messages as Partial<Record<string, string>> | undefined;
  return messages?.[language] ?? null;
}

/** The directory's changes (items 2, 4, 5); each refreshes the lists. */
export function useDirectoryActions() {
  const { api } = useShell();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: DIRECTORY_KEY });
  const after = async <T,>(work: Promise<T>): Promise<T> => {
    const answer = await work;
    await refresh();
    return answer;
  };
  return {
    create: (body: RouteBodyIn<typeof directoryContract.create>, idempotencyKey: string) =>
      after(api.call(directoryContract.create, { body }, { idempotencyKey })),
    takeOver: (id: number) => after(api.call(directoryContract.takeOver, { params: { id } })),
    invite: (id: number) => after(api.call(directoryContract.invite, { params: { id } })),
    withdraw: (id: number) => after(api.call(directoryContract.withdrawInvitation, { params: { id } })),
    endCase: (id: number) => after(api.call(directoryContract.endCase, { params: { id } })),
    restore: (id: number) => after(api.call(directoryContract.restore, { params: { id } })),
    exportData: (id: number) => api.call(directoryContract.exportData, { params: { id } }),
    createGroup: (body: RouteBodyIn<typeof directoryContract.createGroup>) =>
      after(api.call(directoryContract.createGroup, { body })),
    setMember: (groupId: number, recipientId: number, member: boolean) =>
      after(
        api.call(member ? directoryContract.addMember : directoryContract.removeMember, {
          params: { id: groupId, recipientId },
        }),
      ),
  };
}

export function useDeletionLog() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'deletion-log'],
    queryFn: () => api.call(directoryContract.deletionLog, {}),
  });
}

export function useDirectorySettings() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'settings'],
    queryFn: () => api.call(directoryContract.settings, {}),
    staleTime: 60_000,
  });
}

/** One participant's record (the read is in the access log); refreshed after every change. */
export function useParticipantRecord(id: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'participant', id],
    queryFn: () => api.call(directoryContract.participant, { params: { id } }),
  });
}
