import type { GraphQLRequestError } from '@portal/sdk';

// A role without read permission on a table does not see it in the schema: Hasura answers
// validation-failed with "field … not found in type: 'query_root'", or "Unknown type
// \"<table>_bool_exp\"" for the query's variables.
const HIDDEN_FROM_ROLE = [/not found in type: 'query_root'/, /Unknown type "\w+_bool_exp"/];

/** A refused or hidden table is "no access" for this user, not a failure of the widget. */
export function isAccessProblem(error: GraphQLRequestError): boolean {
  if (error.status === 401 || error.status === 403) return true;
  return (
    error.code === 'validation-failed' && HIDDEN_FROM_ROLE.some((pattern) => pattern.test(error.message))
  );
}
