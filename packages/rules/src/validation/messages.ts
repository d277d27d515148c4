// §5 validation messages: the i18n keys the schemas report, with their English and Norwegian texts.
import {
  LOGIN_SMS_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_OTP_LENGTH,
} from '../constants';
import type { Language, LocalizedText } from '../domain/languages';
import { interpolate } from '../i18n/interpolate';
import type { TextParams } from '../i18n/interpolate';

export const messages = {
  'validation.required': { en: 'This field is required', no: 'Dette feltet er påkrevd' },
  'validation.fieldEmpty': { en: 'Field can not be empty', no: 'Feltet kan ikke være tomt' },
  'validation.passwordLength': {
    en: `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
    no: `Passordet må være ${PASSWORD_MIN_LENGTH} til ${PASSWORD_MAX_LENGTH} tegn langt`,
  },
  /** {{symbols}}: the characters found that are not allowed. */
  'validation.passwordRestricted': { en: '{{symbols}} are restricted', no: '{{symbols}} er ikke tillatt' },
  'validation.passwordsDoNotMatch': { en: 'Passwords do not match', no: 'Passordene er ikke like' },
  'validation.pnrRequired': { en: 'This field is required', no: 'Dette feltet er påkrevd' },
  'validation.pnrExactEleven': { en: 'exact eleven digits', no: 'nøyaktig elleve sifre' },
  'validation.pnrInvalid': { en: 'Invalid personal number', no: 'Ugyldig personnummer' },
  'validation.codeRequired': { en: 'required', no: 'påkrevd' },
  'validation.codeWrong': { en: 'Code is wrong', no: 'Koden er feil' },
  'validation.codeFormat': { en: 'Invalid code format', no: 'Ugyldig kodeformat' },
  'validation.codeExpired': { en: 'The sms code has expired', no: 'SMS-koden har utløpt' },
  'validation.loginCodeHelper': {
    en: `The code has ${LOGIN_SMS_CODE_LENGTH} digits`,
    no: `Koden har ${LOGIN_SMS_CODE_LENGTH} sifre`,
  },
  'validation.resetCodeHelper': {
    en: `The code has ${RESET_OTP_LENGTH} digits`,
    no: `Koden har ${RESET_OTP_LENGTH} sifre`,
  },
  'validation.emailInvalid': { en: 'Invalid e-mail address', no: 'Ugyldig e-postadresse' },
  // Issue 24.11: input the database cannot store (validation/storable.ts).
  'validation.textNotStorable': {
    en: 'The text contains a character that cannot be saved (NUL).',
    no: 'Teksten inneholder et tegn som ikke kan lagres (NUL).',
  },
  'validation.dateInvalid': { en: 'This is not a valid date.', no: 'Dette er ikke en gyldig dato.' },
  'validation.dateNotStorable': {
    en: 'The date must be between the years 1 and 9999.',
    no: 'Datoen må være mellom år 1 og 9999.',
  },
  'validation.inputNotStorable': {
    en: 'A value in the request cannot be saved (a character or a date out of range).',
    no: 'En verdi i forespørselen kan ikke lagres (et tegn eller en dato utenfor gyldig område).',
  },
  // Issue 25: the area kit's one answer to input that does not fit a route's contract
  // (contract/input-issues.ts); {{detail}} names the field and the problem.
  'validation.requestInvalid': {
    en: 'The request is not valid: {{detail}}',
    no: 'Forespørselen er ikke gyldig: {{detail}}',
  },
  'validation.wrongType': { en: 'must be {{expected}}', no: 'må være {{expected}}' },
  'validation.unknownField': { en: 'unknown field {{keys}}', no: 'ukjent felt {{keys}}' },
  'validation.tooLongText': { en: 'at most {{max}} characters', no: 'høyst {{max}} tegn' },
  'validation.tooShortText': { en: 'at least {{min}} characters', no: 'minst {{min}} tegn' },
  'validation.tooManyItems': { en: 'at most {{max}} items', no: 'høyst {{max}} elementer' },
  'validation.tooFewItems': { en: 'at least {{min}} items', no: 'minst {{min}} elementer' },
  'validation.tooLarge': { en: 'at most {{max}}', no: 'høyst {{max}}' },
  'validation.tooSmall': { en: 'at least {{min}}', no: 'minst {{min}}' },
  'validation.oneOf': { en: 'must be one of {{values}}', no: 'må være en av {{values}}' },
  'validation.badFormat': {
    en: 'is not in the right form ({{format}})',
    no: 'har ikke riktig form ({{format}})',
  },
  'validation.valueInvalid': { en: 'is not valid', no: 'er ikke gyldig' },
  'validation.idInvalid': {
    en: 'is not an id (a positive whole number)',
    no: 'er ikke en id (et positivt heltall)',
  },
  'validation.numberInvalid': { en: 'must be a whole number', no: 'må være et heltall' },
  'validation.idempotencyKeyInvalid': {
    en: 'must be 8 to 100 letters, digits, - or _',
    no: 'må være 8 til 100 bokstaver, sifre, - eller _',
  },
} as const satisfies Record<string, LocalizedText>;

export type ValidationMessageKey = keyof typeof messages;

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** The text of a validation message in a language, with its {{placeholders}} filled. */
export function messageText(key: ValidationMessageKey, lang: Language, params?: TextParams): string {
  return interpolate(messages[key][lang], params);
}
