// Test doubles for the loader's tests: an installed-apps index and an import() that answers
// modules from memory instead of the network.
import type { AppIncludes } from '@portal/rules';
import type { AppEntryModule, AppManifest, AppModules } from '@portal/sdk';
import type { AppIndex } from './app-index';

export function manifestOf(name: string, version: string, modules: string[]): AppManifest {
  return {
    name,
    version,
    entry: 'entry.js',
    integrity: 'sha384-test',
    modules,
    sdkVersion: '2.0.0',
    builtAt: '2026-01-01T00:00:00Z',
  };
}

/**
 * `apps` maps "name@version" to the modules its entry exposes; `includes` maps "name@version" to
 * what its manifest declares it adds to the shell.
 */
export function fakeInstallation(
  apps: Record<string, AppModules>,
  includes: Record<string, AppIncludes> = {},
) {
  const byName = new Map<string, AppManifest[]>();
  for (const [key, modules] of Object.entries(apps)) {
    const [name = '', version = ''] = key.split('@');
    const manifest = manifestOf(name, version, Object.keys(modules));
    if (includes[key]) manifest.includes = includes[key];
    byName.set(name, [...(byName.get(name) ?? []), manifest]);
  }
  const index: AppIndex = {
    apps: [...byName].map(([name, versions]) => ({
      name,
      versions: versions.sort((a, b) => b.version.localeCompare(a.version)),
    })),
    widgets: {},
  };
  // Like the server (server/src/apps/installed-apps.ts): an app made for the kind before data-grid.
  const suppliers = [...index.apps].sort(
    (a, b) => Number(a.name === 'data-grid') - Number(b.name === 'data-grid'),
  );
  for (const app of suppliers) {
    for (const m of app.versions.flatMap((v) => v.modules))
      if (m.startsWith('widget:')) index.widgets[m] ??= app.name;
  }
  const imported: string[] = [];
  const importEntry = async (url: string): Promise<AppEntryModule> => {
    imported.push(url);
    const [, , name, version] = url.split('/');
    const modules = apps[`${name}@${version}`];
    if (!modules) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return { modules };
  };
  return { index, importEntry, imported };
}
