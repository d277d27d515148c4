// Errors of the server as values: status, the server's code and its (§8) message. Never raw JSON
// on screen: apiErrorText turns one into a readable, translated line.
import { errorCatalogue, isErrorCode } from '@portal/rules';
import type { ErrorCode } from '@portal/rules';
import type { TFunction } from 'i18next';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly serverMessage: string | null,
    /** The other fields of the error answer (e.g. nbid_error), as sent. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
  }
}

/** The catalogue entry whose English text is the server's message, so it reads in Norwegian too. */
function catalogueCodeForMessage(message: string): ErrorCode | null {
  for (const [code, entry] of Object.entries(errorCatalogue)) {
    if (entry.text.en === message && isErrorCode(code)) return code;
  }
  return null;
}

/** The §8 catalogue code of an error, when the server's code or text names one. */
export function apiErrorCode(error: unknown): ErrorCode | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (isErrorCode(error.code)) return error.code;
  if (error.serverMessage) return catalogueCodeForMessage(error.serverMessage);
  return null;
}

/** A readable line for any error: the catalogue text in the UI language, the server text, or "Something went wrong". */
export function apiErrorText(error: unknown, t: TFunction): string {
  const code = apiErrorCode(error);
  if (code) return t(errorCatalogue[code].key);
  if (error instanceof ApiRequestError && error.serverMessage && error.status < 500)
    return error.serverMessage;
  return t(errorCatalogue.general.key);
}
