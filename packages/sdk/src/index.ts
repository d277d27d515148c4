// @portal/sdk: the contract between the shell and the feature apps (ARCHITECTURE.md §7).
// Apps import only this package and React; the shell serves it as one shared ES module, so the
// shell and every app share one instance (one context, one event bus, one query client).
export { SDK_VERSION, majorOf } from './version';
export {
  SHARED_MODULE_SPECIFIERS,
  isSharedModuleSpecifier,
  type SharedModuleSpecifier,
} from './shared-modules';

export {
  DIALOG_STATES,
  defineDialog,
  definePage,
  defineWidget,
  suppliesOf,
  type AppEntryModule,
  type AppManifest,
  type AppModuleComponent,
  type AppModules,
  type AppSupplies,
  type DialogModule,
  type DialogProps,
  type DialogResult,
  type DialogState,
  type DeclaredPageName,
  type PageModule,
  type PageProps,
  type WidgetModule,
  type WidgetProps,
  type WidgetSettings,
} from './app-module';
export { PageRoutes, type PageRoutesProps } from './page-routes';
export {
  isPreloadable,
  lazyWithPreload,
  type LazyWithPreloadOptions,
  type PreloadableComponent,
} from './lazy-page';
export { usePageHeader } from './page-header';
export { createPageHeaderStore, type PageHeaderInfo, type PageHeaderStore } from './page-header-store';
export { useShellTheme, type Theme } from './theme';
export {
  createSubscriptionClient,
  type SubscriptionClient,
  type SubscriptionSink,
} from './graphql-subscriptions';
export {
  useGqlSubscription,
  type GqlSubscriptionOptions,
  type GqlSubscriptionState,
} from './use-gql-subscription';
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
export {
  ApiRequestError,
  createApiClient,
  type ApiClient,
  type CallOptions,
  type UploadOptions,
} from './api-client';
export { newIdempotencyKey, useIdempotencyKey, useKeyPerContent } from './idempotency-key';
export {
  DateField,
  DateRangeFields,
  DateTimeField,
  TimeField,
  type DateFieldProps,
  type DateRange,
} from './date-field';
export { formatDay, parseDay, parseTime } from './date-format';
export { OutlinedField } from './outlined-field';
export type { OutlinedFieldProps } from './outlined-field';
export { createShellQueryClient, type QueryClient } from './query-client';
export { createShellServices, type ShellServices, type ShellServicesOptions } from './shell-services';
export type { RenewSession } from './session-renewal';

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
  targetPath,
  useHref,
  useNavigate,
  useNotify,
  type NavigationTarget,
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
  registerTranslations,
  useAppTranslation,
  type TextKeyOf,
  type TranslateVariables,
  type Translations,
} from './app-translation';
export { useUnsavedChangesGuard } from './unsaved-changes';
export {
  ROUTE_PATHS,
  STICKY_QUERY_KEYS,
  isRouteName,
  routeHref,
  routePath,
  type RouteName,
  type RouteParamName,
  type RouteParams,
  type RouteQuery,
} from './route-paths';
