import type { GraphQLVariables } from '@portal/sdk';
import type { QueryScope } from './widget-definition';

/** Midnight today in the browser's time zone, as ISO: "upcoming" starts there. */
export function startOfToday(now: Date = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/**
 * The Hasura `where` of a widget: in ME the user's own rows (`me`; for a participant the API's
 * permissions already keep to their own rows), in RECIPIENT the selected participant's rows by the
 * table's recipient column.
 */
export function scopedWhere(
  scope: QueryScope,
  me: GraphQLVariables,
  recipientColumn: string,
  always: GraphQLVariables = {},
): GraphQLVariables {
  if (scope.userContext === 'RECIPIENT')
    return { ...always, [recipientColumn]: { _eq: scope.recipientId ?? -1 } };
  return scope.role === 'participant' ? always : { ...always, ...me };
}

/** Query parameters that keep the context on the page a row leads to (spec §2.3). */
export function contextQuery(scope: QueryScope): Record<string, string | number | undefined> {
  return scope.userContext === 'RECIPIENT'
    ? { user_context: 'RECIPIENT', selected_patient_id: scope.recipientId ?? undefined }
    : {};
}
