// The directory app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:directory': createPlaceholderPage('directory', { en: 'My participants', no: 'Mine deltakere' }),
} satisfies AppModules;
