import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const settingsTexts: LocalizedTexts = {
  en: {
    settings: {
      fullReload: 'Full reload',
      administration: 'Administration',
      languageSwitch: 'Language',
      backToMe: 'Back to my view',
      logOut: 'Log out',
      role: {
        admin: 'Administrator',
        team_leader: 'Team leader',
        staff: 'Consultant',
        participant: 'Participant',
        unknown: 'User',
      },
    },
  },
  no: {
    settings: {
      fullReload: 'Last inn på nytt',
      administration: 'Administrasjon',
      languageSwitch: 'Språk',
      backToMe: 'Tilbake til min visning',
      logOut: 'Logg ut',
      role: {
        admin: 'Administrator',
        team_leader: 'Teamleder',
        staff: 'Veileder',
        participant: 'Deltaker',
        unknown: 'Bruker',
      },
    },
  },
};
