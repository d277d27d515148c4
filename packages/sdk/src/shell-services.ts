import type { QueryClient } from '@tanstack/react-query';
import { createGraphQLClient, type GraphQLClient } from './graphql-client';
import { createShellQueryClient } from './query-client';
import { createShellEvents, type ShellEvents } from './shell-events';
import type { NavigateOptions, Toast } from './shell-types';

/** The shell's long-lived services: created once, stable across renders. */
export interface ShellServices {
  graphql: GraphQLClient;
  queryClient: QueryClient;
  events: ShellEvents;
  /** Client-side navigation to a route path of the shell (see ROUTE_PATHS). */
  navigate(path: string, options?: NavigateOptions): void;
  /** An error, warning, info or success toast (§8: top right, 6 s). */
  notify(toast: Toast): void;
  /** §2.9 unsaved changes: the shell asks before leaving while any owner is dirty. */
  unsavedChanges: { setDirty(owner: string, dirty: boolean): void };
}

export interface ShellServicesOptions {
  token: string | null;
  navigate: ShellServices['navigate'];
  notify: ShellServices['notify'];
  setDirty?: ShellServices['unsavedChanges']['setDirty'];
  graphqlEndpoint?: string;
  fetch?: typeof fetch;
}

/**
 * Wires the services the way the shell needs them: the GraphQL client reads the newest token, which
 * a token-changed event renews; logout forgets the token and every cached answer.
 */
export function createShellServices(options: ShellServicesOptions): ShellServices {
  let token = options.token;
  const events = createShellEvents();
  const queryClient = createShellQueryClient();
  events.on('token-changed', ({ token: renewed }) => {
    token = renewed;
  });
  events.on('logout', () => {
    token = null;
    queryClient.clear();
  });
  return {
    graphql: createGraphQLClient({
      endpoint: options.graphqlEndpoint,
      getToken: () => token,
      fetch: options.fetch,
    }),
    queryClient,
    events,
    navigate: options.navigate,
    notify: options.notify,
    unsavedChanges: { setDirty: options.setDirty ?? (() => undefined) },
  };
}
