import {
  Suspense,
  createElement,
  lazy,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { SDK_VERSION, majorOf, type AppModuleComponent } from '@portal/sdk';
import { AppErrorBoundary } from './app-error-boundary';
import { AppLoadError } from './app-load-error';
import type { AppResolution } from './app-registry';
import { useAppImport, useAppRegistry } from './apps-provider';
import { loadAppModule, type ImportEntry, type ModuleTarget } from './load-app-module';

export interface AppModuleProps {
  /** The app's name, e.g. "data-grid". */
  app: string;
  /** An exposed module of the app, e.g. "widget:ARTIFACT_QNRS" or "page:chat". */
  module: string;
  /** Passed to the module's component. */
  props?: object;
  /** Shown while the bundle loads (nothing by default). */
  fallback?: ReactNode;
  timeoutMs?: number;
}

type LazyModule = LazyExoticComponent<AppModuleComponent>;

// One lazy component per module URL (and importer, which tests replace), so a re-render never
// remounts a loaded module.
const lazyModules = new WeakMap<ImportEntry, Map<string, LazyModule>>();

function lazyModule(
  target: ModuleTarget,
  importEntry: ImportEntry,
  timeoutMs: number | undefined,
): LazyModule {
  const byKey = lazyModules.get(importEntry) ?? new Map<string, LazyModule>();
  lazyModules.set(importEntry, byKey);
  const key = `${target.url}#${target.module}#${timeoutMs ?? ''}`;
  let component = byKey.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadAppModule(target, { timeoutMs, importEntry });
      // A module may itself be React.lazy (a page in a chunk of its own) or memo: React.lazy must
      // resolve to a function, so such an object is mounted inside one.
      if (typeof loaded === 'function') return { default: loaded };
      const Wrapped = (props: object) => createElement(loaded as ComponentType<object>, props);
      return { default: Wrapped as AppModuleComponent };
    });
    byKey.set(key, component);
  }
  return component;
}

function warnOnSdkMajor(resolution: AppResolution & { ok: true }): void {
  if (majorOf(resolution.manifest.sdkVersion) !== majorOf(SDK_VERSION)) {
    console.warn(
      `[apps] ${resolution.app}@${resolution.version} was built against @portal/sdk ${resolution.manifest.sdkVersion}; the shell has ${SDK_VERSION}`,
    );
  }
}

/** Logs an unresolvable app once per mount and renders nothing (spec §8 "Missing micro-app"). */
function MissingApp({ resolution, module }: { resolution: AppResolution & { ok: false }; module: string }) {
  useEffect(() => {
    const reason = `the app ${resolution.reason}; nothing rendered`;
    console.error(new AppLoadError(resolution.app, resolution.version, module, reason).message);
  }, [resolution, module]);
  return null;
}

/**
 * Mounts one module of a feature app where a route or widget asks for it: the tenant's version
 * of the app, loaded with import() behind React.lazy and Suspense, inside its own error boundary.
 */
export function AppModule({ app, module, props, fallback = null, timeoutMs }: AppModuleProps) {
  const state = useAppRegistry();
  const importEntry = useAppImport();
  const resolution = useMemo(
    () => (state.status === 'ready' ? state.registry.resolve(app) : null),
    [state, app],
  );
  useEffect(() => {
    if (resolution?.ok) warnOnSdkMajor(resolution);
  }, [resolution]);
  if (state.status === 'loading') return <>{fallback}</>;
  if (!resolution) return null;
  if (!resolution.ok) return <MissingApp resolution={resolution} module={module} />;
  const target = { app, version: resolution.version, url: resolution.url, module };
  // The module's props are fixed by its name's prefix (page:, dialog:, widget:), which the caller
  // chose with `module`; a lazy component cannot carry that, so it is mounted as taking any object.
  const Module = lazyModule(target, importEntry, timeoutMs) as unknown as ComponentType<object>;
  return (
    <AppErrorBoundary
      key={`${resolution.url}#${module}`}
      app={app}
      version={resolution.version}
      module={module}
    >
      <Suspense fallback={fallback}>
        <Module {...props} />
      </Suspense>
    </AppErrorBoundary>
  );
}
