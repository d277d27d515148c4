import { useCallback } from 'react';
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

/** `t` in the shell's current language, for one app namespace. */
export function useAppTranslation<K extends string>(translations: Translations<K>) {
  const { language } = useShell();
  const t = useCallback(
    (key: K, variables?: TranslateVariables) => translate(translations, language, key, variables),
    [translations, language],
  );
  return { t, language, locale: localeOf(language) };
}
