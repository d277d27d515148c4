// import() of an app's entry.js (a native ES module; its react and @portal/sdk imports resolve
// through the shell's import map), with a time limit, and the lookup of one exposed module.
import type { AppEntryModule, AppModuleComponent } from '@portal/sdk';
import { AppLoadError } from './app-load-error';

export const DEFAULT_LOAD_TIMEOUT_MS = 15_000;

export interface ModuleTarget {
  app: string;
  version: string;
  url: string;
  module: string;
}

export type ImportEntry = (url: string) => Promise<AppEntryModule>;

/** The browser's own import() of an entry URL (its bare imports resolve through the import map). */
export const nativeImport: ImportEntry = (url) => import(/* @vite-ignore */ url) as Promise<AppEntryModule>;

// The browser loads an entry once per page anyway; the cache keeps one promise per URL (and per
// importer, which tests replace) so that many mounts of one app share it, and forgets a failure so
// a later mount may try again.
const entriesByImporter = new WeakMap<ImportEntry, Map<string, Promise<AppEntryModule>>>();
/** The entries already in, by importer and URL: a module of a loaded app is found without waiting. */
const loadedByImporter = new WeakMap<ImportEntry, Map<string, AppEntryModule>>();

function entryCache(importEntry: ImportEntry): Map<string, Promise<AppEntryModule>> {
  let entries = entriesByImporter.get(importEntry);
  if (!entries) {
    entries = new Map();
    entriesByImporter.set(importEntry, entries);
  }
  return entries;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function loadAppModule(
  target: ModuleTarget,
  {
    timeoutMs = DEFAULT_LOAD_TIMEOUT_MS,
    importEntry = nativeImport,
  }: { timeoutMs?: number; importEntry?: ImportEntry } = {},
): Promise<AppModuleComponent> {
  const { app, version, url, module } = target;
  const entries = entryCache(importEntry);
  let entry = entries.get(url);
  if (!entry) {
    entry = importEntry(url);
    entries.set(url, entry);
    const loaded = loadedByImporter.get(importEntry) ?? new Map<string, AppEntryModule>();
    loadedByImporter.set(importEntry, loaded);
    entry.then(
      (module) => void loaded.set(url, module),
      () => entries.delete(url),
    );
  }
  let loaded: AppEntryModule;
  try {
    loaded = await withTimeout(
      entry,
      timeoutMs,
      () => new AppLoadError(app, version, module, `did not load within ${timeoutMs} ms`),
    );
  } catch (error) {
    if (error instanceof AppLoadError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new AppLoadError(app, version, module, `the bundle failed to load (${detail})`, { cause: error });
  }
  return exposed(loaded, target);
}

function exposed(loaded: AppEntryModule, { app, version, module }: ModuleTarget): AppModuleComponent {
  const component = loaded.modules?.[module];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new AppLoadError(app, version, module, 'the app does not expose this module');
  }
  return component;
}

/** The module now, when its app's entry is already in (else undefined: load it). */
export function loadedAppModule(
  target: ModuleTarget,
  importEntry: ImportEntry = nativeImport,
): AppModuleComponent | undefined {
  const loaded = loadedByImporter.get(importEntry)?.get(target.url);
  if (!loaded) return undefined;
  try {
    return exposed(loaded, target);
  } catch {
    return undefined;
  }
}
