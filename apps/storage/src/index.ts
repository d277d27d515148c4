// The storage app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:storage': createPlaceholderPage('storage', { en: 'Files', no: 'Filer' }),
} satisfies AppModules;
