// The shortcuts area of the artifact app (§1, §2.4, §3 shortcuts and projects): the users' page of
// cards and the admins' settings with their own sub-routes.
export { ShortcutsPage } from './ShortcutsPage';
export { ShortcutSettingsPage } from './ShortcutSettingsPage';
