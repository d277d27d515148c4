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

/** graphql-ws's own reconnect attempts (its default) before it gives a subscription up. */
const RETRY_ATTEMPTS = 5;
/** After graphql-ws gave up, the client tries again by itself this long after (or when back online). */
const RESUBSCRIBE_AFTER_MS = 30_000;

/** One subscription as its caller sees it: it lives until ended, across lost connections. */
interface Live {
  start(): void;
  /** The connection was lost for longer than graphql-ws's retries: it waits to start again. */
  failed: boolean;
}

/**
 * graphql-ws's callbacks for a subscription's sink: data to `next`, GraphQL errors (an array, the
 * server's answer) and a lost connection (anything else, which also calls `connectionLost`) to `error`.
 */
function graphqlWsSink<TData>(sink: SubscriptionSink<TData>, connectionLost: () => void) {
  return {
    next: (result: { data?: unknown; errors?: readonly { message: string; extensions?: unknown }[] }) => {
      if (result.errors?.length) {
        const errors = result.errors.map((e) => ({
          message: e.message,
          extensions: e.extensions as { code?: string; path?: string } | undefined,
        }));
        sink.error(new GraphQLRequestError(errors[0]?.message ?? 'subscription error', 200, errors));
      } else if (result.data) sink.next(result.data as TData);
    },
    error: (error: unknown) => {
      if (!Array.isArray(error)) connectionLost();
      sink.error(
        new GraphQLRequestError(
          error instanceof Error
            ? error.message
            : Array.isArray(error)
              ? String((error as { message?: unknown }[])[0]?.message ?? 'subscription error')
              : 'the subscription connection closed',
          0,
        ),
      );
    },
    complete: () => undefined,
  };
}

export function createSubscriptionClient(options: {
  url?: string;
  getToken: () => string | null;
  /** graphql-ws's reconnect attempts before it gives up (5). */
  retryAttempts?: number;
  /** How long after giving up every failed subscription starts again by itself (30 s). */
  resubscribeAfterMs?: number;
}): SubscriptionClient {
  // graphql-ws loads with the first subscription, not with the shell (bench/shell-bundle.ts).
  let client: Promise<Client> | null = null;
  const open = () => {
    client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: options.url ?? defaultUrl(),
        lazy: true,
        retryAttempts: options.retryAttempts ?? RETRY_ATTEMPTS,
        connectionParams: () => {
          const token = options.getToken();
          return token ? { headers: { Authorization: `Bearer ${token}` } } : {};
        },
      }),
    );
    return client;
  };

  // A network lost for longer than graphql-ws's retries ends its subscriptions with an error; the
  // shell's and the apps' live queries must come back without a reload: every failed one starts
  // again when the browser is online again, or a while later (a server that was away).
  const live = new Set<Live>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartFailed = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const l of live)
      if (l.failed) {
        l.failed = false;
        l.start();
      }
  };
  const online = () => {
    if (live.size === 0) return;
    // A socket that outlived the outage unnoticed would wait for the browser's own timeout: a new
    // one resubscribes the running subscriptions at once (graphql-ws does that on reconnect).
    void client?.then((connected) => connected.terminate());
    restartFailed();
  };
  const watchOnline = (on: boolean) => {
    if (typeof window === 'undefined') return;
    if (on) window.addEventListener('online', online);
    else window.removeEventListener('online', online);
  };

  return {
    subscribe(query, variables, sink) {
      let ended = false;
      let end = () => undefined as void;
      const entry: Live = {
        failed: false,
        start: () => {
          void open().then(
            (connected) => {
              if (ended) return;
              end = connected.subscribe<Record<string, unknown>>(
                { query, variables },
                graphqlWsSink(sink, () => {
                  if (ended) return;
                  entry.failed = true;
                  timer ??= setTimeout(restartFailed, options.resubscribeAfterMs ?? RESUBSCRIBE_AFTER_MS);
                }),
              );
            },
            (error: unknown) => {
              if (!ended)
                sink.error(
                  new GraphQLRequestError(error instanceof Error ? error.message : String(error), 0),
                );
            },
          );
        },
      };
      if (live.size === 0) watchOnline(true);
      live.add(entry);
      entry.start();
      return () => {
        ended = true;
        live.delete(entry);
        if (live.size === 0) {
          watchOnline(false);
          clearTimeout(timer);
          timer = undefined;
        }
        end();
      };
    },
    close() {
      void client?.then((connected) => connected.dispose());
      client = null;
    },
  };
}
