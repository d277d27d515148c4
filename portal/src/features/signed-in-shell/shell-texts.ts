// The texts of every signed-in feature, added to the one i18next instance when the shell mounts
// (engineer A's portal-texts registers the public side at start; the signed-in side loads lazily).
// The administration page, for admins only, adds its own when it loads.
import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '@portal/rules';
import { mergeTextTrees } from '../../shared/i18n/text-tree';
import type { LocalizedTexts } from '../../shared/i18n/text-tree';
import { accessTexts } from '../access-restriction';
import { overviewTexts } from '../overview';
import { pageHeaderTexts } from '../page-header';
import { privacyTexts } from '../privacy-consents';
import { quickAccessTexts } from '../quick-access';
import { routeTexts } from '../routes';
import { settingsTexts } from '../settings';
import { sideMenuTexts } from '../side-menu';
import { topBarTexts } from '../top-bar';
import { signedInShellTexts } from './signed-in-shell-texts';

export const shellTexts: readonly LocalizedTexts[] = [
  accessTexts,
  overviewTexts,
  pageHeaderTexts,
  privacyTexts,
  quickAccessTexts,
  routeTexts,
  settingsTexts,
  sideMenuTexts,
  topBarTexts,
  signedInShellTexts,
];

/** Adds the shell's texts once per i18next instance (deep, never overwriting existing keys). */
export function registerShellTexts(i18n: I18n): void {
  for (const lang of LANGUAGES) {
    if (i18n.exists('shell.registered', { lng: lang })) continue;
    i18n.addResourceBundle(
      lang,
      'translation',
      mergeTextTrees(...shellTexts.map((texts) => texts[lang])),
      true,
      false,
    );
  }
}
