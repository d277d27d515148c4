// Which version of which app this tenant loads (spec §1, ARCHITECTURE.md §7): the bootstrap's
// default_app_versions, or — without them — the newest installed version of every app.
import type { AppManifest } from '@portal/sdk';
import type { AppIndex } from './app-index';

export type DefaultAppVersions = Readonly<Record<string, string>> | null;

export type AppResolution =
  | { ok: true; app: string; version: string; manifest: AppManifest; url: string; fallback: boolean }
  | { ok: false; app: string; version: string | null; reason: string };

export interface AppRegistry {
  /** True when the bootstrap had no default_app_versions and the fallback apps are registered. */
  readonly usesFallback: boolean;
  /** The names of the installed apps. */
  installed(): string[];
  resolve(app: string): AppResolution;
  /** The app that supplies a module such as "widget:CHAT", or null. */
  appForModule(module: string): string | null;
}

export function appEntryUrl(manifest: Pick<AppManifest, 'name' | 'version' | 'entry'>): string {
  return `/apps/${encodeURIComponent(manifest.name)}/${encodeURIComponent(manifest.version)}/${manifest.entry || 'entry.js'}`;
}

export function createAppRegistry(index: AppIndex, defaultAppVersions: DefaultAppVersions): AppRegistry {
  const installed = new Map(index.apps.map((a) => [a.name, a.versions]));
  const usesFallback = !defaultAppVersions;
  return {
    usesFallback,
    installed: () => [...installed.keys()],
    appForModule: (module) => index.widgets[module] ?? null,
    resolve(app) {
      const versions = installed.get(app) ?? [];
      const version = usesFallback ? (versions[0]?.version ?? null) : (defaultAppVersions[app] ?? null);
      if (version === null) {
        const reason = usesFallback
          ? 'is not installed'
          : "has no version in the tenant's default_app_versions";
        return { ok: false, app, version, reason };
      }
      const manifest = versions.find((m) => m.version === version);
      if (!manifest) return { ok: false, app, version, reason: `version ${version} is not installed` };
      return { ok: true, app, version, manifest, url: appEntryUrl(manifest), fallback: usesFallback };
    },
  };
}

/** §1: "If the bootstrap data lacks default app versions, this is logged and fallback apps are registered." */
export function logFallbackApps(index: AppIndex): void {
  const chosen = index.apps.map((a) => `${a.name}@${a.versions[0]?.version ?? '?'}`).join(', ');
  console.warn(
    `[apps] The bootstrap data has no default_app_versions; registering the fallback apps (newest installed): ${chosen}`,
  );
}
