// The artifact app's entry: the modules the shell can mount (docs/apps.md). Each page is its own
// chunk, loaded when the shell mounts it, so the users' page never carries the admins' editor.
import { lazy } from 'react';
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:artifact': createPlaceholderPage('artifact', {
    en: 'Questionnaires and documents',
    no: 'Skjemaer og dokumenter',
  }),
  'page:shortcuts': lazy(() => import('./features/shortcuts/ShortcutsPage')),
  'page:shortcut-settings': lazy(() => import('./features/shortcuts/ShortcutSettingsPage')),
} satisfies AppModules;
