// The activities app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:activities': createPlaceholderPage('activities', { en: 'Activities', no: 'Aktiviteter' }),
} satisfies AppModules;
