import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const administrationTexts: LocalizedTexts = {
  en: {
    administration: {
      tabs: 'Feature groups',
      tab: {
        general: 'General',
        questionnaires: 'Questionnaires and files',
        organizations: 'Organizations',
        timeTracking: 'Time tracking',
        calendar: 'Calendar',
        chat: 'Chat',
        consents: 'Consents',
        reports: 'Reports',
      },
      saved: 'The feature was saved',
      saveFailed: 'The feature could not be saved',
      loadFailed: 'The features could not be loaded',
      audit: 'Changes',
      noChanges: 'No changes yet',
      turnedOn: '{{name}} turned on',
      turnedOff: '{{name}} turned off',
      newOrganization: 'New organization',
      importOrganizations: 'Import organizations',
    },
  },
  no: {
    administration: {
      tabs: 'Funksjonsgrupper',
      tab: {
        general: 'Generelt',
        questionnaires: 'Skjemaer og filer',
        organizations: 'Organisasjoner',
        timeTracking: 'Timeføring',
        calendar: 'Kalender',
        chat: 'Chat',
        consents: 'Samtykker',
        reports: 'Rapporter',
      },
      saved: 'Funksjonen er lagret',
      saveFailed: 'Funksjonen kunne ikke lagres',
      loadFailed: 'Funksjonene kunne ikke lastes',
      audit: 'Endringer',
      noChanges: 'Ingen endringer ennå',
      turnedOn: '{{name}} slått på',
      turnedOff: '{{name}} slått av',
      newOrganization: 'Ny organisasjon',
      importOrganizations: 'Importer organisasjoner',
    },
  },
};
