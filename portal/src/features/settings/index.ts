// features/settings: issue 6 item 10, the settings menu (full reload, administration, language)
// and the user menu.
export { fullReload, settingsMenuItems, userMenuItems } from './settings-menu';
export type { SettingsAction, SettingsMenuItem } from './settings-menu';
export { useSettingsAction } from './useSettingsAction';
export { UserMenuHeader } from './UserMenuHeader';
export { settingsTexts } from './settings-texts';
