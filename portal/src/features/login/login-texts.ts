import type { LocalizedTexts } from '../../shared/i18n/text-tree';

/** The welcome screen's texts, part of the page's first load. */
export const loginTexts: LocalizedTexts = {
  en: {
    login: {
      welcome: {
        title: 'Welcome to {{customer}}',
        text: 'Staff, team leaders and each {{participant}} log in here.',
        rememberMe: 'Remember me on this device',
        trustedHint: 'This device will be remembered, so next time you log in without an SMS code.',
        untrustedHint:
          'Guest login: nothing is remembered on this device. Use it on shared or public computers.',
        login: 'Login',
      },
    },
  },
  no: {
    login: {
      welcome: {
        title: 'Velkommen til {{customer}}',
        text: 'Ansatte, teamledere og hver {{participant}} logger inn her.',
        rememberMe: 'Husk meg på denne enheten',
        trustedHint: 'Denne enheten blir husket, så neste gang logger du inn uten SMS-kode.',
        untrustedHint:
          'Gjesteinnlogging: ingenting blir husket på denne enheten. Bruk den på delte eller offentlige datamaskiner.',
        login: 'Logg inn',
      },
    },
  },
};
