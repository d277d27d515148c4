// Time tracking through the server's /api/time routes (which check every rule), with the shell's
// clients. The wire types are the contract's (packages/rules, time/contract.ts), written once.
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, useShell, type Language } from '@portal/sdk';
import { timeContract, type RouteBodyIn, type TeamFilter } from '@portal/rules';

export type { TimeEntry, TimePerson } from '@portal/rules';
export type TimeEntryBody = RouteBodyIn<typeof timeContract.create>;

export const TIME_KEY = ['crm-time'] as const;

export function useOwnEntries(from: string, to: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...TIME_KEY, 'own', from, to],
    queryFn: () => api.call(timeContract.own, { query: { from, to } }),
    select: (data) => data.entries,
  });
}

export function useTimeOptions() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...TIME_KEY, 'options'],
    queryFn: () => api.call(timeContract.options, {}),
    staleTime: 60_000,
  });
}

export function useTeamEntries(filter: TeamFilter) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...TIME_KEY, 'team', filter],
    queryFn: () => api.call(timeContract.team, { query: filter }),
  });
}

export function useTimeWrites() {
  const { api, queryClient } = useShell();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
    create: (body: TimeEntryBody) => api.call(timeContract.create, { body }),
    update: (id: number, body: TimeEntryBody) => api.call(timeContract.update, { params: { id }, body }),
    remove: (id: number) => api.call(timeContract.remove, { params: { id } }),
    approve: (userId: number, from: string, to: string) =>
      api.call(timeContract.approve, { body: { userId, from, to } }),
    reject: (id: number, note: string) => api.call(timeContract.reject, { params: { id }, body: { note } }),
    exportFile: (query: TeamFilter & { format: 'csv' | 'xlsx'; scope: 'own' | 'team' }) =>
      api.call(timeContract.exportFile, { query }),
  };
}

/** The server's own message in the user's language (it sends both), or null. */
export function serverMessage(error: unknown, language: Language): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const messages = error.extra.messages as Partial<Record<string, string>> | undefined;
  return messages?.[language] ?? null;
}

/** Saves a downloaded file under its name (a link clicked for the user). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
