import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const tokenLoginTexts: LocalizedTexts = {
  en: {
    tokenLogin: {
      unableTitle: 'Unable to log in',
      unableText:
        'The login link did not work. It may have been used already or be too old. Open it again from the other system, or log in here.',
    },
  },
  no: {
    tokenLogin: {
      unableTitle: 'Kunne ikke logge inn',
      unableText:
        'Innloggingslenken virket ikke. Den kan være brukt allerede eller for gammel. Åpne den på nytt fra det andre systemet, eller logg inn her.',
    },
  },
};
