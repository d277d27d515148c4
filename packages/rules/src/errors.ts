// §8 The error catalogue: each situation a code, an i18n key and its texts. Errors travel as values
// (AppError) and become text in one place, at the edge that shows them.
import type { Language, LocalizedText } from './domain/languages';
import { interpolate } from './i18n/interpolate';
import type { TextParams } from './i18n/interpolate';
import { messages } from './validation/messages';
import type { ValidationMessageKey } from './validation/messages';

interface CatalogueEntry {
  readonly key: string;
  readonly text: LocalizedText;
}

/** An entry whose text is a §5 validation message, so the same words live in one place. */
const fromValidation = (key: ValidationMessageKey): CatalogueEntry => ({ key, text: messages[key] });

export const errorCatalogue = {
  wrongLogin: {
    key: 'errors.wrongLogin',
    text: {
      en: 'Incorrect login information. Please try again!',
      no: 'Feil innloggingsinformasjon. Prøv igjen!',
    },
  },
  loginFailed: {
    key: 'errors.loginFailed',
    text: { en: 'Login failed. Please try again.', no: 'Innloggingen mislyktes. Prøv igjen.' },
  },
  general: { key: 'errors.general', text: { en: 'Something went wrong', no: 'Noe gikk galt' } },
  generalHint: {
    key: 'errors.generalHint',
    text: {
      en: 'Please try again later or contact support.',
      no: 'Prøv igjen senere eller kontakt brukerstøtte.',
    },
  },
  resetSuccess: {
    key: 'errors.resetSuccess',
    text: { en: 'Password reset successful', no: 'Passordet er tilbakestilt' },
  },
  resetContactLeader: {
    key: 'errors.resetContactLeader',
    text: { en: 'Please contact your team leader.', no: 'Kontakt teamlederen din.' },
  },
  codeWrong: fromValidation('validation.codeWrong'),
  codeRequired: fromValidation('validation.codeRequired'),
  codeFormat: fromValidation('validation.codeFormat'),
  codeExpired: fromValidation('validation.codeExpired'),
  passwordsDiffer: fromValidation('validation.passwordsDoNotMatch'),
  pnrInvalid: fromValidation('validation.pnrInvalid'),
  initCustomerDataMissing: {
    key: 'errors.initCustomerDataMissing',
    text: { en: 'init_customer_data is not defined!', no: 'init_customer_data er ikke definert!' },
  },
  unableToLogin: { key: 'errors.unableToLogin', text: { en: 'unable to login', no: 'kan ikke logge inn' } },
  redirectDecode: {
    key: 'errors.redirectDecode',
    text: { en: 'Error decoding redirect', no: 'Feil ved dekoding av videresending' },
  },
  /** {{widget}}, {{variation}} */
  widgetNotFound: {
    key: 'errors.widgetNotFound',
    text: {
      en: 'Widget not found: {{widget}}-{{variation}}',
      no: 'Fant ikke widget: {{widget}}-{{variation}}',
    },
  },
  noWidgets: {
    key: 'errors.noWidgets',
    text: { en: 'No Overview Widgets found', no: 'Fant ingen oversiktswidgeter' },
  },
  subdomainInvalid: {
    key: 'errors.subdomainInvalid',
    text: { en: 'Subdomain is not valid!', no: 'Underdomenet er ikke gyldig!' },
  },
  /** §4 App start: the 404 page. {{domain}} */
  domainUnknown: {
    key: 'errors.domainUnknown',
    text: { en: 'Domain {{domain}} is not known', no: 'Domenet {{domain}} er ukjent' },
  },
  outdatedBrowser: {
    key: 'errors.outdatedBrowser',
    text: { en: 'Update your web browser.', no: 'Oppdater nettleseren din.' },
  },
  notLoggedInMissingToken: {
    key: 'errors.notLoggedInMissingToken',
    text: { en: 'Not logged in: the token is missing.', no: 'Ikke innlogget: tokenet mangler.' },
  },
  // An outside service did not answer (issue 18.5): say what failed and that trying again helps.
  smsNotSent: {
    key: 'errors.smsNotSent',
    text: {
      en: 'The SMS could not be sent. Please try again.',
      no: 'SMS-en kunne ikke sendes. Prøv igjen.',
    },
  },
  emailNotSent: {
    key: 'errors.emailNotSent',
    text: {
      en: 'The e-mail could not be sent. Please try again.',
      no: 'E-posten kunne ikke sendes. Prøv igjen.',
    },
  },
  nbidUnavailable: {
    key: 'errors.nbidUnavailable',
    text: {
      en: 'The national ID login could not be reached. Please try again.',
      no: 'Innloggingen med nasjonal ID kunne ikke nås. Prøv igjen.',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** An error as a value: what went wrong (code), how to say it (key) and what to fill in. */
export interface AppError {
  readonly code: ErrorCode;
  readonly key: string;
  readonly params?: TextParams;
}

export function appError(code: ErrorCode, params?: TextParams): AppError {
  return params ? { code, key: errorCatalogue[code].key, params } : { code, key: errorCatalogue[code].key };
}

/** The i18n key of an error code. */
export function errorKey(code: ErrorCode): string {
  return errorCatalogue[code].key;
}

/** The text of an error in a language, with its {{placeholders}} filled from params. */
export function errorText(code: ErrorCode, lang: Language, params?: TextParams): string {
  return interpolate(errorCatalogue[code].text[lang], params);
}
