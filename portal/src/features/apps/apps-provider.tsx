import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { takeAppIndex, takeAppIndexIfIn, type AppIndex } from './app-index';
import {
  createAppRegistry,
  logFallbackApps,
  type AppRegistry,
  type DefaultAppVersions,
} from './app-registry';
import { nativeImport, type ImportEntry } from './load-app-module';

export type AppRegistryState =
  { status: 'loading' } | { status: 'ready'; registry: AppRegistry } | { status: 'failed'; error: string };

interface AppsContextValue {
  state: AppRegistryState;
  importEntry: ImportEntry;
}

const AppsContext = createContext<AppsContextValue | null>(null);

export interface AppsProviderProps {
  /**
   * The bootstrap's default_app_versions (null: none, so the fallback apps are used). When left
   * out, the provider reads /api/bootstrap itself.
   */
  defaultAppVersions?: DefaultAppVersions;
  /** Tests pass a ready index; otherwise GET /api/apps. */
  index?: AppIndex;
  /** Tests replace the browser's import(); otherwise the native one. */
  importEntry?: ImportEntry;
  children?: ReactNode;
}

async function bootstrapVersions(): Promise<DefaultAppVersions> {
  const response = await fetch('/api/bootstrap', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/bootstrap answered ${response.status}`);
  const body = (await response.json()) as { default_app_versions?: DefaultAppVersions };
  return body.default_app_versions ?? null;
}

function readyState(appIndex: AppIndex, chosen: DefaultAppVersions): AppRegistryState {
  if (!chosen) logFallbackApps(appIndex);
  return { status: 'ready', registry: createAppRegistry(appIndex, chosen) };
}

/** Resolves the tenant's app versions once for every <AppModule> below it. */
export function AppsProvider({
  defaultAppVersions,
  index,
  importEntry = nativeImport,
  children,
}: AppsProviderProps) {
  // By content, so a shell that passes an equal new object on each render does not reload.
  const versionsKey = defaultAppVersions === undefined ? 'bootstrap' : JSON.stringify(defaultAppVersions);
  // Ready in the first render when the versions are given and the index is in (read ahead while
  // the shell's code loaded): a page's app starts loading a render and a commit sooner.
  const [first] = useState(() => {
    if (defaultAppVersions === undefined) return null;
    const appIndex = index ?? takeAppIndexIfIn();
    return appIndex ? { versionsKey, index, state: readyState(appIndex, defaultAppVersions) } : null;
  });
  const [state, setState] = useState<AppRegistryState>(first?.state ?? { status: 'loading' });
  useEffect(() => {
    if (first && first.versionsKey === versionsKey && first.index === index && state === first.state) return;
    let cancelled = false;
    const versions =
      versionsKey === 'bootstrap'
        ? bootstrapVersions()
        : Promise.resolve(JSON.parse(versionsKey) as DefaultAppVersions);
    Promise.all([index ? Promise.resolve(index) : takeAppIndex(), versions])
      .then(([appIndex, chosen]) => {
        if (!cancelled) setState(readyState(appIndex, chosen));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[apps] The installed apps could not be read; no app is mounted (${message})`);
        setState({ status: 'failed', error: message });
      });
    return () => {
      cancelled = true;
    };
    // `first` and `state` only tell whether the first render's registry still holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [versionsKey, index]);
  const value = useMemo(() => ({ state, importEntry }), [state, importEntry]);
  return <AppsContext.Provider value={value}>{children}</AppsContext.Provider>;
}

const OUTSIDE: AppsContextValue = {
  state: { status: 'failed', error: 'no AppsProvider above this AppModule' },
  importEntry: nativeImport,
};

/** The registry state; outside an AppsProvider it is 'failed', which mounts nothing. */
export function useAppRegistry(): AppRegistryState {
  return (useContext(AppsContext) ?? OUTSIDE).state;
}

/** How entries are imported below this provider. */
export function useAppImport(): ImportEntry {
  return (useContext(AppsContext) ?? OUTSIDE).importEntry;
}
