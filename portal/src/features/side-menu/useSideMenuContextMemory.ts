// §3 Side-bar state: the selected side-menu context (the questionnaire context chosen in a context
// group) is kept per user in local storage, under a key built from customer_id and user_id. Opening
// a group's questionnaire area without qnr_context returns to the context chosen last.
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ROUTES, isQnrModulePath } from '../routes';
import { readStored, useShellSession, userStorageKey, writeStored } from '../user-context';
import type { ContextGroup } from './context-groups';

interface StoredContext {
  group: string;
  context: string;
}

export function parseStoredContext(value: string | null): StoredContext | null {
  try {
    const parsed = JSON.parse(value ?? 'null') as Partial<StoredContext> | null;
    return typeof parsed?.group === 'string' && typeof parsed.context === 'string'
      ? { group: parsed.group, context: parsed.context }
      : null;
  } catch {
    return null;
  }
}

export function groupOfPath(pathname: string): string | null {
  if (!isQnrModulePath(pathname) || pathname === ROUTES.qnrModule) return null;
  return decodeURIComponent(pathname.slice(ROUTES.qnrModule.length + 1).split('/')[0] ?? '');
}

export function useSideMenuContextMemory(groups: readonly ContextGroup[]): void {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { bootstrap } = useShellSession();
  const key = userStorageKey('sideMenuContext', bootstrap.customer_id, bootstrap.user_id);
  const group = groupOfPath(pathname);
  const chosen = params.get('qnr_context');

  useEffect(() => {
    if (!group) return;
    if (chosen) {
      writeStored(key, JSON.stringify({ group, context: chosen }));
      return;
    }
    const stored = parseStoredContext(readStored(key));
    const known = groups.find((g) => g.name === group)?.contexts.some((c) => c.name === stored?.context);
    if (stored && stored.group === group && known) {
      const next = new URLSearchParams(params);
      next.set('qnr_context', stored.context);
      void navigate({ pathname, search: `?${next.toString()}` }, { replace: true });
    }
  }, [group, chosen, key, groups, params, pathname, navigate]);
}
