// The shortcuts area of the artifact app (§1, §2.4, §3 shortcuts and projects): the users' page of
// cards and the admins' settings with their own sub-routes. Each is its own chunk, loaded when the
// shell mounts it, so the users' page never carries the admins' editor.
import { lazy } from 'react';

export const ShortcutsPage = lazy(() => import('./ShortcutsPage'));
export const ShortcutSettingsPage = lazy(() => import('./ShortcutSettingsPage'));
