// One i18next instance with every text: the rules' messages (§5, §8) and the portal's own trees.
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, rulesTranslations } from '@portal/rules';
import type { Language } from '@portal/rules';
import { sharedTexts } from './shared-texts';
import { mergeTextTrees } from './text-tree';
import type { LocalizedTexts } from './text-tree';

/** The resource tree of one language: the rules' texts, the shared texts and each feature's. */
export function portalResources(lang: Language, featureTexts: readonly LocalizedTexts[]) {
  return mergeTextTrees(
    rulesTranslations(lang),
    sharedTexts[lang],
    ...featureTexts.map((texts) => texts[lang]),
  );
}

export async function createPortalI18n(
  lang: Language,
  texts: Readonly<Record<string, LocalizedTexts>> | readonly LocalizedTexts[],
): Promise<I18n> {
  const featureTexts = Array.isArray(texts) ? texts : Object.values(texts);
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { translation: portalResources(language, featureTexts) }]),
    ),
    interpolation: { escapeValue: false }, // React escapes; texts never go into innerHTML
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
