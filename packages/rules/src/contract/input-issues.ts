// Issue 25 item 2: input that does not fit a route's contract gets one answer in every area, with
// its text in both languages: `invalid_input`, the first problem as `field` and `messages`, and every
// problem under `issues`. A schema's own message is a validation key (messages.ts); zod's built-in
// checks get the texts below by their kind, so no English from zod reaches a user.
import type { z } from 'zod';
import type { LocalizedText } from '../domain/languages';
import { isValidationMessageKey, messages, type ValidationMessageKey } from '../validation/messages';
import { interpolate } from '../i18n/interpolate';

/** Where a problem was found. */
export type InputPart = 'params' | 'query' | 'body' | 'headers';

export interface InputIssue {
  in: InputPart;
  /** The field's path, dotted (`participantIds.2`); empty for the whole part. */
  field: string;
  messages: LocalizedText;
  /** The schema's own message code when it names one (`shortcut.titleRequired`), for an app's form. */
  code?: string;
}

/** The one body of a refused input (the error code `invalid_input`, HTTP 400). */
export interface InvalidInputAnswer {
  error: 'invalid_input';
  message: string;
  messages: LocalizedText;
  field: string;
  issues: InputIssue[];
}

export const INVALID_INPUT = 'invalid_input';

const text = (key: ValidationMessageKey, params?: Record<string, string | number>): LocalizedText => ({
  en: interpolate(messages[key].en, params),
  no: interpolate(messages[key].no, params),
});

const TYPE_NAMES: Record<string, LocalizedText> = {
  string: { en: 'a text', no: 'en tekst' },
  number: { en: 'a number', no: 'et tall' },
  int: { en: 'a whole number', no: 'et heltall' },
  boolean: { en: 'true or false', no: 'true eller false' },
  object: { en: 'an object', no: 'et objekt' },
  array: { en: 'a list', no: 'en liste' },
  date: { en: 'a date', no: 'en dato' },
};

/** A zod issue's text in both languages. */
export function issueMessages(issue: z.core.$ZodIssue): LocalizedText {
  if (isValidationMessageKey(issue.message)) return text(issue.message);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return text('validation.required');
      const name = TYPE_NAMES[issue.expected] ?? { en: issue.expected, no: issue.expected };
      return {
        en: interpolate(messages['validation.wrongType'].en, { expected: name.en }),
        no: interpolate(messages['validation.wrongType'].no, { expected: name.no }),
      };
    }
    case 'unrecognized_keys':
      return text('validation.unknownField', { keys: issue.keys.slice(0, 5).join(', ') });
    case 'too_big':
      if (issue.origin === 'string') return text('validation.tooLongText', { max: String(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return text('validation.tooManyItems', { max: String(issue.maximum) });
      return text('validation.tooLarge', { max: String(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1
          ? text('validation.fieldEmpty')
          : text('validation.tooShortText', { min: String(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return text('validation.tooFewItems', { min: String(issue.minimum) });
      return text('validation.tooSmall', { min: String(issue.minimum) });
    case 'invalid_value':
      return text('validation.oneOf', { values: issue.values.slice(0, 10).map(String).join(', ') });
    case 'invalid_format':
      return text('validation.badFormat', { format: issue.format });
    case 'invalid_union': {
      // A union's branches (an id as text or number): the first branch's own problem says most.
      const first = issue.errors[0]?.[0];
      return first ? issueMessages(first) : text('validation.valueInvalid');
    }
    default:
      return text('validation.valueInvalid');
  }
}

/** The one answer for input that does not fit: every problem, the first named in the message. */
export function invalidInputAnswer(
  part: InputPart,
  zodIssues: readonly z.core.$ZodIssue[],
): InvalidInputAnswer {
  const issues: InputIssue[] = zodIssues.slice(0, 20).map((issue) => ({
    in: part,
    field: issue.path.map(String).join('.'),
    messages: issueMessages(issue),
    ...(/^[a-z][A-Za-z]*\.[A-Za-z.]+$/.test(issue.message) ? { code: issue.message } : {}),
  }));
  const first = issues[0] ?? { in: part, field: '', messages: text('validation.valueInvalid') };
  const detail = (lang: 'en' | 'no') =>
    first.field ? `${first.field}: ${first.messages[lang]}` : first.messages[lang];
  const whole = {
    en: interpolate(messages['validation.requestInvalid'].en, { detail: detail('en') }),
    no: interpolate(messages['validation.requestInvalid'].no, { detail: detail('no') }),
  };
  return { error: INVALID_INPUT, message: whole.en, messages: whole, field: first.field, issues };
}
