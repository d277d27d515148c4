// Hasura's error shape: {"errors":[{"message","extensions":{"path","code"}}]}.
export type HasuraErrorCode =
  | 'validation-failed'
  | 'parse-failed'
  | 'constraint-violation'
  | 'permission-error'
  | 'data-exception'
  | 'invalid-jwt'
  | 'access-denied'
  | 'unexpected'
  | 'invalid-headers'
  | 'not-supported';

export class HasuraError extends Error {
  constructor(
    readonly code: HasuraErrorCode,
    message: string,
    readonly path = '$',
    /**
     * What caused an `unexpected` answer (logged, never sent: execute/log-unexpected.ts); `reported`
     * when the code that raised it has logged it already (an outside service's failure, as a warning).
     */
    options?: { cause?: unknown; reported?: boolean },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.reported = options?.reported ?? false;
  }

  readonly reported: boolean;
}

export interface GraphqlErrorBody {
  errors: { message: string; extensions: { path: string; code: string } }[];
}

export function errorBody(error: HasuraError): GraphqlErrorBody {
  return { errors: [{ message: error.message, extensions: { path: error.path, code: error.code } }] };
}

export const validationFailed = (message: string, path = '$') =>
  new HasuraError('validation-failed', message, path);
