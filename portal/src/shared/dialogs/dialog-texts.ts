// The dialogs' texts, added by each dialog when it first renders (shared/i18n/feature-texts.ts):
// both dialogs belong to the signed-in side, not to the login page's first load.
import type { LocalizedTexts } from '../i18n/text-tree';

export const sessionDialogTexts: LocalizedTexts = {
  en: {
    sessionDialog: {
      warningTitle: 'Your session is about to end',
      warningText: 'You will be logged out in {{time}} unless you stay logged in.',
      stayLoggedIn: 'Stay logged in',
      logOut: 'Log out',
      expiredTitle: 'Your session has expired',
      expiredText: 'Please sign in again.',
    },
  },
  no: {
    sessionDialog: {
      warningTitle: 'Økten din er i ferd med å utløpe',
      warningText: 'Du blir logget ut om {{time}} hvis du ikke forblir innlogget.',
      stayLoggedIn: 'Forbli innlogget',
      logOut: 'Logg ut',
      expiredTitle: 'Økten din er utløpt',
      expiredText: 'Logg inn på nytt.',
    },
  },
};

export const unsavedChangesTexts: LocalizedTexts = {
  en: {
    unsavedChanges: {
      title: 'Save changes',
      text: 'You have unsaved changes. What do you want to do with them?',
      discard: 'Delete changes',
      goBack: 'Go back',
      saveAndLeave: 'Save and leave',
    },
  },
  no: {
    unsavedChanges: {
      title: 'Lagre endringer',
      text: 'Du har endringer som ikke er lagret. Hva vil du gjøre med dem?',
      discard: 'Slett endringer',
      goBack: 'Gå tilbake',
      saveAndLeave: 'Lagre og gå videre',
    },
  },
};
