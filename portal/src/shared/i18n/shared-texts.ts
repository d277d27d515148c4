// Texts of the shared pieces (footer, dialogs, toasts, generic pages, brand words).
import type { LocalizedTexts } from './text-tree';

export const sharedTexts: LocalizedTexts = {
  en: {
    common: {
      close: 'Close',
      loading: 'Loading...',
      goToLogin: 'Go to login',
      contactSupport: 'Contact support',
      languageSwitch: 'Language',
      norwegian: 'Norsk',
      english: 'English',
    },
    footer: { label: 'Links', about: 'About', privacy: 'Privacy policy', support: 'Support' },
    brand: {
      logo: '{{name}} logo',
      participant: { 'work-inclusion': 'pathfinder', care: 'user' },
      product: { 'work-inclusion': 'Work inclusion portal', care: 'Care portal' },
    },
    toasts: { region: 'Notifications' },
    sessionDialog: {
      warningTitle: 'Your session is about to end',
      warningText: 'You will be logged out in {{time}} unless you stay logged in.',
      stayLoggedIn: 'Stay logged in',
      logOut: 'Log out',
      expiredTitle: 'Your session has expired',
      expiredText: 'Please sign in again.',
    },
    unsavedChanges: {
      title: 'Save changes',
      text: 'You have unsaved changes. What do you want to do with them?',
      discard: 'Delete changes',
      goBack: 'Go back',
      saveAndLeave: 'Save and leave',
    },
  },
  no: {
    common: {
      close: 'Lukk',
      loading: 'Laster...',
      goToLogin: 'Gå til innlogging',
      contactSupport: 'Kontakt brukerstøtte',
      languageSwitch: 'Språk',
      norwegian: 'Norsk',
      english: 'English',
    },
    footer: { label: 'Lenker', about: 'Om oss', privacy: 'Personvernerklæring', support: 'Brukerstøtte' },
    brand: {
      logo: '{{name}} logo',
      participant: { 'work-inclusion': 'stifinner', care: 'bruker' },
      product: { 'work-inclusion': 'Arbeidsinkluderingsportal', care: 'Omsorgsportal' },
    },
    toasts: { region: 'Varsler' },
    sessionDialog: {
      warningTitle: 'Økten din er i ferd med å utløpe',
      warningText: 'Du blir logget ut om {{time}} hvis du ikke forblir innlogget.',
      stayLoggedIn: 'Forbli innlogget',
      logOut: 'Logg ut',
      expiredTitle: 'Økten din er utløpt',
      expiredText: 'Logg inn på nytt.',
    },
    unsavedChanges: {
      title: 'Lagre endringer',
      text: 'Du har endringer som ikke er lagret. Hva vil du gjøre med dem?',
      discard: 'Slett endringer',
      goBack: 'Gå tilbake',
      saveAndLeave: 'Lagre og gå videre',
    },
  },
};
