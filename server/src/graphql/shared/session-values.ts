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
