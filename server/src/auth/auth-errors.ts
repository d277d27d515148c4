import { errorKey, errorText, type ErrorCode } from '@portal/rules';
import { ApiError } from '../http/api-error';

// §8: the auth service answers with the catalogue's English text and its i18n key, so the shell can
// show it as is or translate it. The error codes are this API's, stable and snake_case.
const AUTH_ERRORS = {
  wrong_login: { status: 401, catalogue: 'wrongLogin' },
  login_failed: { status: 401, catalogue: 'loginFailed' },
  unable_to_login: { status: 401, catalogue: 'unableToLogin' },
  code_required: { status: 400, catalogue: 'codeRequired' },
  code_format: { status: 400, catalogue: 'codeFormat' },
  code_wrong: { status: 401, catalogue: 'codeWrong' },
  code_expired: { status: 401, catalogue: 'codeExpired' },
  passwords_differ: { status: 400, catalogue: 'passwordsDiffer' },
  pnr_invalid: { status: 400, catalogue: 'pnrInvalid' },
  missing_token: { status: 400, catalogue: 'notLoggedInMissingToken' },
  reset_failed: { status: 400, catalogue: 'resetContactLeader' },
} as const satisfies Record<string, { status: number; catalogue: ErrorCode }>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export function authError(code: AuthErrorCode, extra: Record<string, unknown> = {}): ApiError {
  const { status, catalogue } = AUTH_ERRORS[code];
  return new ApiError(status, code, errorText(catalogue, 'en'), { key: errorKey(catalogue), ...extra });
}

/** A request that breaks a rule the schema cannot express (a 400 with our own message). */
export function badRequest(message: string): ApiError {
  return new ApiError(400, 'bad_request', message);
}

export function tooManyRequests(): ApiError {
  return new ApiError(429, 'too_many_requests', 'Too many requests. Please try again later.');
}

export function forbidden(message = 'Not allowed'): ApiError {
  return new ApiError(403, 'forbidden', message);
}
