// features/apps: loads the feature apps at run time (ARCHITECTURE.md §7). The only door: the shell
// wraps its signed-in part in <AppsProvider defaultAppVersions={bootstrap.default_app_versions}>
// and mounts <AppModule> for routes and <OverviewWidgetModule> for overview widgets.
export { AppModule, type AppModuleProps } from './app-module';
export { AppsProvider, useAppRegistry, type AppRegistryState, type AppsProviderProps } from './apps-provider';
export {
  DEFAULT_AMOUNT_OF_ROWS,
  OverviewWidgetModule,
  useWidgetModule,
  widgetPropsOf,
  type OverviewWidgetEntry,
  type OverviewWidgetModuleProps,
  type WidgetModuleLookup,
} from './overview-widget-module';
export { AppLoadError } from './app-load-error';
export {
  createAppRegistry,
  appEntryUrl,
  type AppRegistry,
  type AppResolution,
  type DefaultAppVersions,
} from './app-registry';
export { prefetchAppIndex, type AppIndex, type InstalledApp } from './app-index';
export {
  NO_INCLUDES,
  declaredIncludes,
  includesOfApps,
  type DeclaredIncludes,
  type DeclaredMenuEntry,
  type DeclaredPage,
  type DeclaredQuickAccess,
} from './declared-includes';
export { useDeclaredIncludes } from './use-declared-includes';
