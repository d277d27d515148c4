import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const privacyTexts: LocalizedTexts = {
  en: {
    privacy: {
      tabs: 'Privacy and consents',
      tab: {
        privacy_policy: 'Privacy policy',
        login_consents: 'Login consents',
        questionnaire_consents: 'Questionnaire consents',
      },
      noActiveFeatures: 'No active features',
    },
  },
  no: {
    privacy: {
      tabs: 'Personvern og samtykker',
      tab: {
        privacy_policy: 'Personvernerklæring',
        login_consents: 'Samtykker ved innlogging',
        questionnaire_consents: 'Samtykker i skjemaer',
      },
      noActiveFeatures: 'Ingen aktive funksjoner',
    },
  },
};
