// The consents app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { createPlaceholderPage } from '../../shared/feature-placeholder';

export const modules = {
  'page:consents': createPlaceholderPage('consents', {
    en: 'Privacy and consents',
    no: 'Personvern og samtykker',
  }),
} satisfies AppModules;
