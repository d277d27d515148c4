// The texts of the page's first load, merged into the one i18next instance (shared texts are added
// there). The parts that load later bring their own texts (shared/i18n/feature-texts.ts): the login
// steps after the welcome screen, the reset page, the token-login error page, the outdated-browser
// notice, the dialogs and the signed-in shell.
import { appStartTexts } from '../features/app-start';
import { loginTexts } from '../features/login';
import type { LocalizedTexts } from '../shared/i18n/text-tree';

export const portalTexts: Readonly<Record<string, LocalizedTexts>> = {
  appStartTexts,
  loginTexts,
};
