import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { GraphQLClient, GraphQLRequestError, GraphQLVariables } from './graphql-client';
import { useShell } from './shell-context';

export interface GqlQueryOptions<TData, TResult> {
  /** Names the data in the cache, e.g. ['data-grid', 'chats']; variables are appended. */
  key: readonly unknown[];
  query: string;
  variables?: GraphQLVariables;
  enabled?: boolean;
  select?: (data: TData) => TResult;
}

/** The GraphQL client of the shell, for mutations and one-off requests. */
export function useGraphQL(): GraphQLClient {
  return useShell().graphql;
}

/**
 * A GraphQL read through the shell's one TanStack Query client. The key holds the user and the
 * variables, so two users or two recipients never share a cached answer.
 */
export function useGqlQuery<TData, TResult = TData>(
  options: GqlQueryOptions<TData, TResult>,
): UseQueryResult<TResult, GraphQLRequestError> {
  const { graphql, queryClient, user } = useShell();
  const variables = options.variables ?? {};
  return useQuery<TData, GraphQLRequestError, TResult>(
    {
      queryKey: ['gql', user.customerId, user.id, ...options.key, variables],
      queryFn: ({ signal }) => graphql.request<TData>(options.query, variables, signal),
      enabled: options.enabled ?? true,
      select: options.select,
    },
    queryClient,
  );
}
