// The crm app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:crm': createPlaceholderPage('crm', { en: 'Organizations', no: 'Organisasjoner' }),
} satisfies AppModules;
