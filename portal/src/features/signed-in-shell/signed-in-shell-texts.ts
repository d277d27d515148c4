import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const signedInShellTexts: LocalizedTexts = {
  en: {
    shell: {
      registered: 'yes',
      skipToContent: 'Skip to content',
      loadFailed: 'Your data could not be loaded.',
      retry: 'Try again',
      main: 'Page content',
    },
  },
  no: {
    shell: {
      registered: 'ja',
      skipToContent: 'Hopp til innholdet',
      loadFailed: 'Dataene dine kunne ikke lastes.',
      retry: 'Prøv igjen',
      main: 'Sideinnhold',
    },
  },
};
