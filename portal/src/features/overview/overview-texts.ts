import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const overviewTexts: LocalizedTexts = {
  en: {
    overview: {
      widgetNotFound: 'Widget not found: {{widget}}-{{variation}}',
      noWidgets: 'No Overview Widgets found',
    },
  },
  no: {
    overview: {
      widgetNotFound: 'Fant ikke widget: {{widget}}-{{variation}}',
      noWidgets: 'Fant ingen oversiktswidgets',
    },
  },
};
