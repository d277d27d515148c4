import type { GraphqlRole } from '@portal/rules';

/** The session of a request as Hasura's X-Hasura-* variables see it. */
export interface SessionValues {
  role: GraphqlRole;
  customerId: number | null;
  userId: number | null;
}

const VARIABLE = /^x-hasura-/i;

export const isSessionVariable = (value: unknown): value is string =>
  typeof value === 'string' && VARIABLE.test(value);

/**
 * The session variables as Hasura hands them to a function's `session_argument`: lower-case names,
 * string values, a variable the session does not have left out.
 */
export function sessionVariablesJson(session: SessionValues): Record<string, string> {
  return {
    'x-hasura-role': session.role,
    ...(session.customerId === null ? {} : { 'x-hasura-customer-id': String(session.customerId) }),
    ...(session.userId === null ? {} : { 'x-hasura-user-id': String(session.userId) }),
  };
}

/** The value of an X-Hasura-* variable; an unknown one is a metadata mistake, so it throws. */
export function sessionVariableValue(session: SessionValues, name: string): string | number | null {
  switch (name.toLowerCase()) {
    case 'x-hasura-customer-id':
      return session.customerId;
    case 'x-hasura-user-id':
      return session.userId;
    case 'x-hasura-role':
      return session.role;
    default:
      throw new Error(`unknown session variable ${name}`);
  }
}
