// Small helpers of the consents screens: dates in the user's language and a refusal's text.
import { ApiRequestError } from '@portal/sdk';

export function formatWhen(iso: string, language: string) {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The server's reason in the user's language (spec §8), else the given fallback. */
export function refusalText(error: unknown, language: string, fallback: string) {
  if (!(error instanceof ApiRequestError)) return fallback;
  const lang = language === 'no' ? 'no' : 'en';
  const issue = error.issues[0];
  if (issue) return issue.field ? `${issue.field}: ${issue.messages[lang]}` : issue.messages[lang];
  const messages = error.extra.messages as { en?: string; no?: string } | undefined;
  return messages?.[lang] ?? error.message ?? fallback;
}
