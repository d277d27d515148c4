// The SDK services of the signed-in shell, created once: the GraphQL client with the session
// token, the one query client, the event bus, navigation (keeping the §2.3 query parameters and
// asking first while a form is dirty, §2.9) and toasts.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createShellServices } from '@portal/sdk';
import type { ShellServices, Toast } from '@portal/sdk';
import { useAuth } from '../../shared/session/auth-context';
import { recoverSession } from '../../shared/session/session-recovery';
import { useToast } from '../../shared/toasts/toast-context';
import { shellHref } from '../routes';
import { createUnsavedChangesGuard, type UnsavedChangesGuard } from './unsaved-changes-guard';

/** `target` (a path, maybe with its own query) with the current address's sticky parameters. */
export function keepShellQuery(target: string, currentSearch: string): string {
  const url = new URL(target, 'http://shell.invalid');
  return `${shellHref(url.pathname, new URLSearchParams(currentSearch), Object.fromEntries(url.searchParams))}${url.hash}`;
}

export function useShellServices(): { services: ShellServices; guard: UnsavedChangesGuard } {
  const { token } = useAuth();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const latest = useRef({ navigate, showToast });
  useEffect(() => {
    latest.current = { navigate, showToast };
  }, [navigate, showToast]);
  const [created] = useState(() => {
    const guard = createUnsavedChangesGuard();
    const href = (path: string) => keepShellQuery(path, window.location.search);
    const services = createShellServices({
      token,
      navigate: (path, options) =>
        guard.request(() => void latest.current.navigate(href(path), { replace: options?.replace })),
      href,
      notify: (toast: Toast) => latest.current.showToast(toast),
      setDirty: (owner, dirty, save) => guard.setDirty(owner, dirty, save),
      renewSession: recoverSession,
    });
    return { services, guard };
  });
  return created;
}
