// The notification app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:notification': createPlaceholderPage('notification', { en: 'Notifications', no: 'Varsler' }),
} satisfies AppModules;
