import type { LocalizedTexts } from '../../shared/i18n/text-tree';

export const signedInTexts: LocalizedTexts = {
  en: { signedIn: { title: 'My overview', greeting: 'Signed in as {{name}}', logOut: 'Log out' } },
  no: { signedIn: { title: 'Min oversikt', greeting: 'Innlogget som {{name}}', logOut: 'Logg ut' } },
};
