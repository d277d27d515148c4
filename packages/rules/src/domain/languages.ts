// §1, §3: the UI is available in English and Norwegian.
export const LANGUAGES = ['en', 'no'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A visible text in every supported language. */
export type LocalizedText = Readonly<Record<Language, string>>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
