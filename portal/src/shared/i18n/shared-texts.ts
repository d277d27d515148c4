// Texts of the shared pieces (footer, toasts, generic pages, brand words); the dialogs bring their
// own (shared/dialogs/dialog-texts.ts).
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
  },
};
