import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const appStartTexts: LocalizedTexts = {
  en: { appStart: { notFoundTitle: 'Page not found' } },
  no: { appStart: { notFoundTitle: 'Siden finnes ikke' } },
};
