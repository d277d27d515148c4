import { errorKey, errorText, type ErrorCode } from '@portal/rules';

// Issue 18.5: an outside service (SMS gateway, mail server, national-ID provider) that fails or
// cannot be reached. The one error handler answers 503 with a clear message to try again (§8
// catalogue, en and no) and logs one warning with the service's own answer.

export type OutsideService = 'sms' | 'email' | 'nbid';

const ANSWERS: Record<OutsideService, { code: string; catalogue: ErrorCode }> = {
  sms: { code: 'sms_not_sent', catalogue: 'smsNotSent' },
  email: { code: 'email_not_sent', catalogue: 'emailNotSent' },
  nbid: { code: 'nbid_unavailable', catalogue: 'nbidUnavailable' },
};

const MAX_ANSWER = 300;

/** The service's answer fit for a log line: short, and with long digit runs (codes) masked. */
export function loggableAnswer(text: string): string {
  return text
    .replace(/\d{4,}/g, '…')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_ANSWER);
}

/** What a failed request to a service said: its status and body, or the network error's code. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = (error as { code?: unknown }).code ?? cause?.code;
  const parts = [
    error.name === 'Error' ? '' : error.name,
    typeof code === 'string' ? code : '',
    error.message,
  ];
  if (cause && typeof cause.message === 'string' && cause.message !== error.message)
    parts.push(cause.message);
  return loggableAnswer(parts.filter(Boolean).join(': '));
}

export class OutsideServiceError extends Error {
  constructor(
    readonly service: OutsideService,
    /** The service's answer or the network error, for the log (never shown to the user). */
    readonly answer: string,
  ) {
    super(`${service} service failed: ${answer}`);
  }

  get answerCode(): string {
    return ANSWERS[this.service].code;
  }

  /** The user's message: the §8 catalogue's English text and its i18n key. */
  get userMessage(): { message: string; key: string } {
    const { catalogue } = ANSWERS[this.service];
    return { message: errorText(catalogue, 'en'), key: errorKey(catalogue) };
  }
}
