import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const overviewTexts: LocalizedTexts = {
  en: {
    overview: {
      widgetNotFound: 'Widget not found: {{widget}}-{{variation}}',
      noWidgets: 'No Overview Widgets found',
      previewNote: 'Preview of the overview designer’s unsaved layout, with real data. Nothing is saved.',
      previewBack: 'Back to the designer',
    },
  },
  no: {
    overview: {
      widgetNotFound: 'Fant ikke widget: {{widget}}-{{variation}}',
      noWidgets: 'Fant ingen oversiktswidgets',
      previewNote:
        'Forhåndsvisning av oversiktsdesignerens ulagrede oppsett, med ekte data. Ingenting er lagret.',
      previewBack: 'Tilbake til designeren',
    },
  },
};
