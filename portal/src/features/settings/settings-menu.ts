// §2.4, issue 6 item 10: the settings submenu (full reload, administration, language switch) and the
// user menu (back to my view in the RECIPIENT context, log out).
import type { UserContext } from '@portal/rules';
import { ROUTES } from '../routes';

export type SettingsAction = 'reload' | 'language' | 'logout' | 'enterMe';

export interface SettingsMenuItem {
  id: string;
  labelKey: string;
  to?: string;
  action?: SettingsAction;
}

export function settingsMenuItems(input: {
  isAdmin: boolean;
  administrationFeature: boolean;
}): SettingsMenuItem[] {
  return [
    { id: 'reload', labelKey: 'settings.fullReload', action: 'reload' },
    ...(input.isAdmin && input.administrationFeature
      ? [{ id: 'administration', labelKey: 'settings.administration', to: ROUTES.settingsAdministration }]
      : []),
    { id: 'language', labelKey: 'settings.languageSwitch', action: 'language' },
  ];
}

export function userMenuItems(userContext: UserContext): SettingsMenuItem[] {
  return [
    ...(userContext === 'RECIPIENT'
      ? [{ id: 'enterMe', labelKey: 'settings.backToMe', action: 'enterMe' as const }]
      : []),
    { id: 'logout', labelKey: 'settings.logOut', action: 'logout' },
  ];
}

/** A full reload: the page and every app load again, with the newest session data. */
export function fullReload(): void {
  window.location.reload();
}
