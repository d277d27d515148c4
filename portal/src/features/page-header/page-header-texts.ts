import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const pageHeaderTexts: LocalizedTexts = {
  en: { pageHeader: { back: 'Back' } },
  no: { pageHeader: { back: 'Tilbake' } },
};
