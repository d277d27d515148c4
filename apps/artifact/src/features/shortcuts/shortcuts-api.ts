// The shortcuts of the tenant: read through GraphQL (every role), written through the admin's
// routes of /api/shortcuts, which check the shared rule (packages/rules) and keep tenants apart.
import { useGqlQuery, useShell, type ApiClient } from '@portal/sdk';
import { shortcutsContract, type ShortcutInput } from '@portal/rules';

export interface Shortcut {
  id: number;
  title: string;
  description: string | null;
  link: string;
  position: number;
}

export interface Project {
  id: number;
  journal_project_id: string;
  shortcut_id: number | null;
}

const SHORTCUTS = `query Shortcuts {
  shortcuts(order_by: [{ position: asc }, { id: asc }]) { id title description link position }
}`;
const PROJECTS = `query Projects { projects(order_by: { journal_project_id: asc }) { id journal_project_id shortcut_id } }`;

export const SHORTCUTS_KEY = ['artifact', 'shortcuts'] as const;

export function useShortcuts() {
  return useGqlQuery<{ shortcuts: Shortcut[] }, Shortcut[]>({
    key: SHORTCUTS_KEY,
    query: SHORTCUTS,
    select: (data) => data.shortcuts.map((s) => ({ ...s, id: Number(s.id) })),
  });
}

export function useProjects(enabled: boolean) {
  return useGqlQuery<{ projects: Project[] }, Project[]>({
    key: ['artifact', 'projects'],
    query: PROJECTS,
    enabled,
    select: (data) =>
      data.projects.map((p) => ({
        ...p,
        id: Number(p.id),
        shortcut_id: p.shortcut_id && Number(p.shortcut_id),
      })),
  });
}

export const shortcutWrites = (api: ApiClient) => ({
  /** Once per `idempotencyKey`: a double click or a retry after a lost answer makes one shortcut. */
  create: (input: ShortcutInput, idempotencyKey?: string) =>
    api.call(shortcutsContract.create, { body: input }, { idempotencyKey }),
  update: (id: number, input: ShortcutInput) =>
    api.call(shortcutsContract.update, { params: { id }, body: input }),
  remove: (id: number) => api.call(shortcutsContract.remove, { params: { id } }),
  reorder: (ids: number[]) => api.call(shortcutsContract.reorder, { body: { ids } }),
});

/** The writes, and a refresh of every cached read of shortcuts and projects after one. */
export function useShortcutWrites() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('artifact') });
  return { ...shortcutWrites(api), refresh };
}
