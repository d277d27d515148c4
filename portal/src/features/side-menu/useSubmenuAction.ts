import { useCallback } from 'react';
import { useAuth } from '../../shared/session/auth-context';
import { useSwitchUserContext } from '../user-context';
import type { SubmenuAction } from './menu-model';

/** §2.4 settings and user menu actions: full reload, log out, back to the ME context. */
export function useSubmenuAction(): (action: SubmenuAction) => void {
  const { logOut } = useAuth();
  const { enterMe } = useSwitchUserContext();
  return useCallback(
    (action: SubmenuAction) => {
      if (action === 'reload') window.location.reload();
      else if (action === 'logout') logOut();
      else if (action === 'enterMe') enterMe();
    },
    [logOut, enterMe],
  );
}
