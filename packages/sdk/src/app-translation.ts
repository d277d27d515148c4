import { useCallback } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';
import type { Language } from './shell-types';

/** An app's texts in every language of §1, under its own namespace. */
export interface Translations<K extends string> {
  namespace: string;
  texts: Record<Language, Record<K, string>>;
}

/** Declares an app's texts; the type makes every language carry every key. */
export function defineTranslations<K extends string>(
  namespace: string,
  texts: Record<Language, Record<K, string>>,
): Translations<K> {
  return { namespace, texts };
}

export type TranslateVariables = Record<string, string | number>;

/** Replaces {{name}} placeholders; an unknown placeholder stays visible. */
export function interpolate(text: string, variables: TranslateVariables = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in variables ? String(variables[name]) : whole,
  );
}

export function translate<K extends string>(
  translations: Translations<K>,
  language: Language,
  key: K,
  variables?: TranslateVariables,
): string {
  const text = translations.texts[language]?.[key] ?? translations.texts.en[key];
  return text === undefined ? `${translations.namespace}:${key}` : interpolate(text, variables);
}

/** The BCP 47 locale for dates and numbers in the shell's language. */
export function localeOf(language: Language): string {
  return language === 'no' ? 'nb-NO' : 'en-GB';
}

/** i18next's plural forms: `opened_one`, `opened_other` are both asked for as `opened` with `count`. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type TextKeyOf<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Adds an app's texts to the shell's i18next as their own namespace, once per instance. */
export function registerTranslations(i18n: I18n, translations: Translations<string>): void {
  for (const [language, texts] of Object.entries(translations.texts)) {
    if (!i18n.hasResourceBundle(language, translations.namespace))
      i18n.addResourceBundle(language, translations.namespace, texts);
  }
}

/**
 * `t` in the shell's current language, for one app namespace. The texts live in the shell's one
 * i18next (react-i18next and i18next are shared modules), so plurals (`key_one`, `key_other` with
 * `count`), interpolation and the language switch work as they do for the shell's own texts.
 */
export function useAppTranslation<K extends string>(translations: Translations<K>) {
  const { language } = useShell();
  const { i18n } = useTranslation();
  registerTranslations(i18n, translations as Translations<string>);
  const t = useCallback(
    (key: TextKeyOf<K>, variables?: TranslateVariables) =>
      i18n.t(key, {
        ...variables,
        ns: translations.namespace,
        lng: language,
        keySeparator: false,
        nsSeparator: false,
      }),
    [i18n, translations, language],
  );
  return { t, language, locale: localeOf(language) };
}
