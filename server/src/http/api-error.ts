// Errors are values with a code; the one error handler (http/error-handler.ts) turns them into
// `{ error, message }` with the status, never a stack trace.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const SUBDOMAIN_NOT_VALID = 'Subdomain is not valid!';
