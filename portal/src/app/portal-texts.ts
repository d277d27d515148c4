// Every feature's texts, merged into the one i18next instance (shared texts are added there).
import { appStartTexts } from '../features/app-start';
import { browserSupportTexts } from '../features/browser-support';
import { loginTexts } from '../features/login';
import { resetTexts } from '../features/password-reset';
import { tokenLoginTexts } from '../features/token-login';
import type { LocalizedTexts } from '../shared/i18n/text-tree';

export const portalTexts: Readonly<Record<string, LocalizedTexts>> = {
  appStartTexts,
  browserSupportTexts,
  loginTexts,
  resetTexts,
  tokenLoginTexts,
};
