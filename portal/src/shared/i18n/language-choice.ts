// §4 Language choice order: ?lang, then the stored choice, then the browser (English if it names
// English, else Norwegian); the default is Norwegian.
import { DEFAULT_LANGUAGE, isLanguage } from '@portal/rules';
import type { Language } from '@portal/rules';

const STORAGE_KEY = 'portal.lang';

export interface LanguageSources {
  query: string | null;
  stored: string | null;
  browser: readonly string[];
}

export function chooseLanguage({ query, stored, browser }: LanguageSources): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(stored)) return stored;
  if (browser.length > 0) {
    return browser.some((tag) => tag.toLowerCase().split('-')[0] === 'en') ? 'en' : 'no';
  }
  return DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // storage disabled: the choice lasts as long as the page
  }
}

/** The language of this page load, from the address, the stored choice and the browser. */
export function initialLanguage(): Language {
  return chooseLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: readStoredLanguage(),
    browser: navigator.languages ?? [navigator.language],
  });
}
