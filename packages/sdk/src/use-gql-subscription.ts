import { useEffect, useState } from 'react';
import type { GraphQLRequestError, GraphQLVariables } from './graphql-client';
import { useShell } from './shell-context';

export interface GqlSubscriptionOptions {
  query: string;
  variables?: GraphQLVariables;
  enabled?: boolean;
}

export interface GqlSubscriptionState<TData> {
  /** The newest answer, or undefined before the first. */
  data: TData | undefined;
  error: GraphQLRequestError | null;
}

/**
 * A live GraphQL subscription (Hasura's live queries and streams) over the shell's graphql-ws
 * connection; it restarts when the query or its variables change and ends on unmount.
 */
export function useGqlSubscription<TData>(options: GqlSubscriptionOptions): GqlSubscriptionState<TData> {
  const { subscriptions } = useShell();
  const [state, setState] = useState<GqlSubscriptionState<TData>>({ data: undefined, error: null });
  const variablesKey = JSON.stringify(options.variables ?? {});
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return undefined;
    const variables = JSON.parse(variablesKey) as GraphQLVariables;
    return subscriptions.subscribe<TData>(options.query, variables, {
      next: (data) => setState({ data, error: null }),
      error: (error) => setState((previous) => ({ data: previous.data, error })),
    });
  }, [subscriptions, options.query, variablesKey, enabled]);
  return state;
}
