// GraphQL subscriptions over the data API's graphql-transport-ws endpoint (ARCHITECTURE.md §6),
// with the session token in the connection parameters, as Hasura clients send it.
import type { Client } from 'graphql-ws';
import { GRAPHQL_ENDPOINT, GraphQLRequestError, type GraphQLVariables } from './graphql-client';

export interface SubscriptionSink<TData> {
  next(data: TData): void;
  error(error: GraphQLRequestError): void;
}

export interface SubscriptionClient {
  /** Starts a subscription; the function it returns ends it. */
  subscribe<TData>(query: string, variables: GraphQLVariables, sink: SubscriptionSink<TData>): () => void;
  /** Ends the connection (logout). */
  close(): void;
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_ENDPOINT}`;
}

export function createSubscriptionClient(options: {
  url?: string;
  getToken: () => string | null;
}): SubscriptionClient {
  // graphql-ws loads with the first subscription, not with the shell (bench/shell-bundle.ts).
  let client: Promise<Client> | null = null;
  const open = () => {
    client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: options.url ?? defaultUrl(),
        lazy: true,
        connectionParams: () => {
          const token = options.getToken();
          return token ? { headers: { Authorization: `Bearer ${token}` } } : {};
        },
      }),
    );
    return client;
  };
  return {
    subscribe(query, variables, sink) {
      let ended = false;
      let end = () => {
        ended = true;
      };
      void open().then(
        (connected) => {
          if (ended) return;
          end = connected.subscribe<Record<string, unknown>>(
            { query, variables },
            {
              next: (result) => {
                if (result.errors?.length) {
                  const errors = result.errors.map((e) => ({
                    message: e.message,
                    extensions: e.extensions as { code?: string; path?: string } | undefined,
                  }));
                  sink.error(
                    new GraphQLRequestError(errors[0]?.message ?? 'subscription error', 200, errors),
                  );
                } else if (result.data) sink.next(result.data as never);
              },
              error: (error) =>
                sink.error(
                  new GraphQLRequestError(
                    error instanceof Error ? error.message : 'the subscription connection closed',
                    0,
                  ),
                ),
              complete: () => undefined,
            },
          );
        },
        (error: unknown) => {
          if (!ended)
            sink.error(new GraphQLRequestError(error instanceof Error ? error.message : String(error), 0));
        },
      );
      return () => end();
    },
    close() {
      void client?.then((connected) => connected.dispose());
      client = null;
    },
  };
}
