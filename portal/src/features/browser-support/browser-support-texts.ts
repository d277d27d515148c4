import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const browserSupportTexts: LocalizedTexts = {
  en: {
    browserSupport: {
      details: 'You use {{name}} {{current}}; the portal needs at least version {{minimum}}.',
    },
  },
  no: {
    browserSupport: {
      details: 'Du bruker {{name}} {{current}}; portalen trenger minst versjon {{minimum}}.',
    },
  },
};
