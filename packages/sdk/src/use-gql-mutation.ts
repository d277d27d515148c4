import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { GraphQLRequestError, GraphQLVariables } from './graphql-client';
import { useShell } from './shell-context';

export interface GqlMutationOptions {
  mutation: string;
  /** Cached reads to refetch after success, e.g. [['data-grid', 'CALENDAR_TASK']] (matched by prefix after the user). */
  invalidates?: readonly (readonly unknown[])[];
}

/** A GraphQL mutation through the shell's client; `mutate(variables)` runs it. */
export function useGqlMutation<TData, TVariables extends GraphQLVariables = GraphQLVariables>(
  options: GqlMutationOptions,
): UseMutationResult<TData, GraphQLRequestError, TVariables> {
  const { graphql, queryClient, user } = useShell();
  return useMutation<TData, GraphQLRequestError, TVariables>(
    {
      mutationFn: (variables) => graphql.request<TData>(options.mutation, variables),
      onSuccess: async () => {
        await Promise.all(
          (options.invalidates ?? []).map((key) =>
            queryClient.invalidateQueries({ queryKey: ['gql', user.customerId, user.id, ...key] }),
          ),
        );
      },
    },
    queryClient,
  );
}
