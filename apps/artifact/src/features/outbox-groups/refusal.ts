import type { LocalizedText } from '@portal/rules';

/** The server's reason in the user's language, else the fallback. */
export function refusal(error: unknown, language: 'en' | 'no', fallback: string) {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}
