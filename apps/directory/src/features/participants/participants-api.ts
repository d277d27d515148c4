// "My participants" through the directory's routes (/api/directory), with the shell's clients; the
// wire types are the contract's (packages/rules, directory/contract.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { directoryContract, type RouteQueryIn } from '@portal/rules';

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
