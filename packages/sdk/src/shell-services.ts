import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from './api-client';
import { createGraphQLClient, type GraphQLClient } from './graphql-client';
import { createSubscriptionClient, type SubscriptionClient } from './graphql-subscriptions';
import { createPageHeaderStore, type PageHeaderStore } from './page-header-store';
import { createShellQueryClient } from './query-client';
import { createShellEvents, type ShellEvents } from './shell-events';
import type { RenewSession } from './session-renewal';
import type { NavigateOptions, Toast } from './shell-types';

/** The shell's long-lived services: created once, stable across renders. */
export interface ShellServices {
  graphql: GraphQLClient;
  /** The portal's own HTTP routes (an area's writes), with the session token. */
  api: ApiClient;
  /** GraphQL subscriptions over the shell's graphql-ws connection (one per page, opened lazily). */
  subscriptions: SubscriptionClient;
  queryClient: QueryClient;
  events: ShellEvents;
  /**
   * Client-side navigation to a path of the shell (ROUTE_PATHS, or below a page's basePath); the
   * shell keeps the §2.3 query parameters (language, context, selected participant …).
   */
  navigate(path: string, options?: NavigateOptions): void;
  /** The address `navigate(path)` would open, for a link's href. */
  href(path: string): string;
  /** An error, warning, info or success toast (§8: top right, 6 s). */
  notify(toast: Toast): void;
  /** §2.9 unsaved changes: the shell asks before leaving while any owner is dirty. */
  unsavedChanges: { setDirty(owner: string, dirty: boolean, save?: () => Promise<void>): void };
  /** §2.4 page header: what a page says its title and back target are. */
  pageHeader: PageHeaderStore;
}

export interface ShellServicesOptions {
  token: string | null;
  navigate: ShellServices['navigate'];
  href?: ShellServices['href'];
  notify: ShellServices['notify'];
  setDirty?: ShellServices['unsavedChanges']['setDirty'];
  graphqlEndpoint?: string;
  fetch?: typeof fetch;
  /** The WebSocket address of the GraphQL endpoint; by default the page's own host. */
  subscriptionUrl?: string;
  /** A request refused for its session is asked again once with the token this gives (or fails). */
  renewSession?: RenewSession;
}

/**
 * Wires the services the way the shell needs them: the GraphQL client reads the newest token, which
 * a token-changed event renews; logout forgets the token and every cached answer.
 */
export function createShellServices(options: ShellServicesOptions): ShellServices {
  let token = options.token;
  const events = createShellEvents();
  const queryClient = createShellQueryClient();
  const subscriptions = createSubscriptionClient({ url: options.subscriptionUrl, getToken: () => token });
  events.on('token-changed', ({ token: renewed }) => {
    token = renewed;
  });
  events.on('logout', () => {
    token = null;
    queryClient.clear();
    subscriptions.close();
  });
  return {
    graphql: createGraphQLClient({
      endpoint: options.graphqlEndpoint,
      getToken: () => token,
      fetch: options.fetch,
      renew: options.renewSession,
    }),
    api: createApiClient(
      () => token,
      options.fetch ?? ((input, init) => fetch(input, init)),
      options.renewSession,
    ),
    subscriptions,
    queryClient,
    events,
    navigate: options.navigate,
    href: options.href ?? ((path) => path),
    notify: options.notify,
    unsavedChanges: { setDirty: options.setDirty ?? (() => undefined) },
    pageHeader: createPageHeaderStore(),
  };
}
