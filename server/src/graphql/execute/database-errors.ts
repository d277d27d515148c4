import { GraphQLError } from 'graphql';
import { HasuraError } from '../shared/graphql-error';

const PREFIX: Record<string, string> = {
  '23505': 'Uniqueness violation. ',
  '23503': 'Foreign key violation. ',
  '23502': 'Not-NULL violation. ',
  '23514': 'Check constraint violation. ',
  '23P01': 'Exclusion violation. ',
};

/**
 * A database error as Hasura reports it: constraint violations and bad values keep PostgreSQL's
 * one-line message (it names the constraint, never a row); anything else is "unexpected" with no
 * detail, so no SQL, hint or internal name leaks.
 */
export function toHasuraError(error: unknown, path: string): HasuraError {
  if (error instanceof HasuraError) return error;
  if (error instanceof GraphQLError) return new HasuraError('validation-failed', error.message, path);
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message.split('\n')[0]! : '';
  if (typeof code === 'string') {
    if (code.startsWith('23'))
      return new HasuraError('constraint-violation', `${PREFIX[code] ?? ''}${message}`, path);
    if (code.startsWith('22')) return new HasuraError('data-exception', message, path);
    if (code === '42883' || code === '42804') return new HasuraError('data-exception', message, path);
    // statement_timeout (request-limits.ts): the statement was cancelled, nothing it did was kept.
    if (code === '57014')
      return new HasuraError('unexpected', 'the query took too long and was cancelled', path, {
        cause: error,
      });
  }
  return new HasuraError('unexpected', 'database query error', path, { cause: error });
}
