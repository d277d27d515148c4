// The artifact app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { ShortcutSettingsPage, ShortcutsPage } from './features/shortcuts';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:artifact': createPlaceholderPage('artifact', {
    en: 'Questionnaires and documents',
    no: 'Skjemaer og dokumenter',
  }),
  'page:shortcuts': ShortcutsPage,
  'page:shortcut-settings': ShortcutSettingsPage,
} satisfies AppModules;
