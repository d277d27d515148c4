import {
  Suspense,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ContextType,
  type ReactNode,
} from 'react';
import { SDK_VERSION, ShellContext, isPreloadable, majorOf, type AppModuleComponent } from '@portal/sdk';
import { AppErrorBoundary } from './app-error-boundary';
import { AppLoadError } from './app-load-error';
import type { AppResolution } from './app-registry';
import { useAppImport, useAppRegistry } from './apps-provider';
import { loadAppModule, loadedAppModule, type ImportEntry, type ModuleTarget } from './load-app-module';

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

/**
 * The module to mount, once it is in; null while it loads. Loaded as a state, not with React.lazy
 * under Suspense: content revealed after a Suspense fallback waits until 300 ms after the last
 * fallback React showed, which on a slow phone was most of the wait for a page. A module of an app
 * already in (and its page's chunk, SDK lazyWithPreload) is there in the first render. A page in a
 * chunk of its own loads with the entry, behind the one fallback. A failure is thrown to the
 * module's error boundary.
 */
function useLoadedModule(
  target: ModuleTarget,
  importEntry: ImportEntry,
  timeoutMs: number | undefined,
  props: object | undefined,
) {
  const shell = useContext(ShellContext);
  const key = `${target.url}#${target.module}#${timeoutMs ?? ''}`;
  const ready = (): AppModuleComponent | null => {
    const module = loadedAppModule(target, importEntry);
    return module && (!isPreloadable(module) || module.isLoaded()) ? module : null;
  };
  const [state, setState] = useState<LoadState>(() => ({ key, component: ready(), failure: null }));
  const current = state.key === key ? state : { key, component: ready(), failure: null };
  if (current !== state) setState(current);
  const waiting = current.component === null && current.failure === null;
  // Asked for in the render, not after the commit: the frame around a page commits (and paints)
  // before effects run, and on a slow phone that was a fifth of the wait for the page's code. The
  // loads are idempotent (one import per entry URL, one preload per page), so a render that React
  // throws away costs nothing.
  const started = useRef<{ key: string; loading: Promise<AppModuleComponent> } | null>(null);
  if (waiting && started.current?.key !== key) {
    const loading = startLoading(target, importEntry, timeoutMs, props, shell);
    // Handled by the effect below; a failure before it runs is not an unhandled rejection.
    loading.catch(() => undefined);
    started.current = { key, loading };
  }
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const loading =
      started.current?.key === key
        ? started.current.loading
        : startLoading(target, importEntry, timeoutMs, props, shell);
    loading.then(
      (component) => live && setState({ key, component, failure: null }),
      (error: unknown) => live && setState({ key, component: null, failure: { error } }),
    );
    return () => {
      live = false;
    };
    // The target is the key's parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, waiting]);
  if (current.failure) throw current.failure.error;
  return current.component;
}

/**
 * The app's entry, then the page's first data (SDK lazyWithPreload's prefetch) and its own chunk,
 * side by side; a failure of the prefetch or the page's chunk is the page's to show when it renders.
 */
async function startLoading(
  target: ModuleTarget,
  importEntry: ImportEntry,
  timeoutMs: number | undefined,
  props: object | undefined,
  shell: ContextType<typeof ShellContext>,
): Promise<AppModuleComponent> {
  const component = await loadAppModule(target, { timeoutMs, importEntry });
  if (isPreloadable(component)) {
    try {
      if (shell) component.prefetch?.(props ?? {}, shell);
    } catch {
      // The page asks again itself when it renders.
    }
    await component.preload().catch(() => undefined);
  }
  return component;
}

interface LoadState {
  key: string;
  component: AppModuleComponent | null;
  failure: { error: unknown } | null;
}

function LoadedModule({
  target,
  importEntry,
  timeoutMs,
  props,
  fallback,
}: {
  target: ModuleTarget;
  importEntry: ImportEntry;
  timeoutMs: number | undefined;
  props: object | undefined;
  fallback: ReactNode;
}) {
  const component = useLoadedModule(target, importEntry, timeoutMs, props);
  if (!component) return <>{fallback}</>;
  // The module's props are fixed by its name's prefix (page:, dialog:, widget:), which the caller
  // chose with `module`; it is mounted as taking any object. A module may be React.lazy or memo.
  return (
    <Suspense fallback={fallback}>{createElement(component as ComponentType<object>, props ?? {})}</Suspense>
  );
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
 * of the app, loaded with import() (useLoadedModule), inside its own error boundary.
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
  return (
    <AppErrorBoundary
      key={`${resolution.url}#${module}`}
      app={app}
      version={resolution.version}
      module={module}
    >
      <LoadedModule
        target={target}
        importEntry={importEntry}
        timeoutMs={timeoutMs}
        props={props}
        fallback={fallback}
      />
    </AppErrorBoundary>
  );
}
