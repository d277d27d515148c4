import { useCallback } from 'react';
import { useAuth } from '../../shared/session/auth-context';
import { useSwitchUserContext } from '../user-context';
import { fullReload } from './settings-menu';
import type { SettingsAction } from './settings-menu';

/** Runs a settings or user-menu action; the language switch is drawn in place, not run here. */
export function useSettingsAction(): (action: SettingsAction) => void {
  const { logOut } = useAuth();
  const { enterMe } = useSwitchUserContext();
  return useCallback(
    (action: SettingsAction) => {
      if (action === 'reload') fullReload();
      else if (action === 'logout') logOut();
      else if (action === 'enterMe') enterMe();
    },
    [logOut, enterMe],
  );
}
