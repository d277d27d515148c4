// @portal/sdk: the contract between the shell and the feature apps (ARCHITECTURE.md §7).
// Apps import only this package and React; the shell serves it as one shared ES module, so the
// shell and every app share one instance (one context, one event bus, one query client).
export { SDK_VERSION, majorOf } from './version';
export {
  SHARED_MODULE_SPECIFIERS,
  isSharedModuleSpecifier,
  type SharedModuleSpecifier,
} from './shared-modules';

export type {
  AppEntryModule,
  AppManifest,
  AppModuleComponent,
  AppModules,
  WidgetProps,
  WidgetSettings,
} from './app-module';
export {
  WIDGET_KINDS,
  DEFAULT_VARIATION,
  widgetModuleName,
  parseWidgetModuleName,
  type WidgetKind,
} from './widget-kinds';

export {
  LANGUAGES,
  NO_CAPABILITIES,
  type Capabilities,
  type Language,
  type NavigateOptions,
  type SelectedRecipient,
  type ShellUser,
  type Toast,
  type ToastSeverity,
  type UserContextKind,
  type UserRole,
} from './shell-types';

export {
  createShellEvents,
  type DeviceKind,
  type ShellEventListener,
  type ShellEventMap,
  type ShellEventName,
  type ShellEvents,
  type SnackbarMessage,
} from './shell-events';

export {
  GRAPHQL_ENDPOINT,
  GraphQLRequestError,
  createGraphQLClient,
  type GraphQLClient,
  type GraphQLClientOptions,
  type GraphQLErrorEntry,
  type GraphQLVariables,
} from './graphql-client';
export { createShellQueryClient, type QueryClient } from './query-client';
export { createShellServices, type ShellServices, type ShellServicesOptions } from './shell-services';

export {
  MissingShellError,
  ShellContext,
  ShellProvider,
  useShell,
  type Shell,
  type ShellState,
} from './shell-context';
export {
  useCapability,
  useFeature,
  useNavigate,
  useNotify,
  useShellEvents,
  useUserContext,
  type UserContextView,
} from './shell-hooks';
export { useGqlQuery, useGraphQL, type GqlQueryOptions } from './use-gql-query';
export { useGqlMutation, type GqlMutationOptions } from './use-gql-mutation';
export {
  defineTranslations,
  interpolate,
  localeOf,
  translate,
  useAppTranslation,
  type TranslateVariables,
  type Translations,
} from './app-translation';
export { useUnsavedChangesGuard } from './unsaved-changes';
export { ROUTE_PATHS, routeHref, type RouteName, type RouteQuery } from './route-paths';
