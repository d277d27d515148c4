import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { compareVersions, isAppName, isAppVersion } from './app-coordinates';
import { parseManifest, type AppManifest } from './app-manifest';
import type { AppsFolder } from './apps-folder';

export interface InstalledApp {
  name: string;
  /** Newest first. */
  versions: AppManifest[];
}

export interface InstalledApps {
  apps: InstalledApp[];
  /** Module name ("widget:CHAT") -> the app that supplies it. */
  widgets: Record<string, string>;
}

/** The generic app; any other app that exposes a widget module replaces its grid. */
export const GENERIC_WIDGET_APP = 'data-grid';

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

async function readVersion(
  dir: string,
  name: string,
  version: string,
  log: FastifyBaseLogger,
): Promise<AppManifest | null> {
  let text: string;
  try {
    text = await readFile(path.join(dir, version, 'manifest.json'), 'utf8');
  } catch {
    log.warn({ app: name, version }, 'app version without manifest.json is not installed');
    return null;
  }
  const reading = parseManifest(text, name, version);
  if (!reading.ok) {
    log.warn(
      { app: name, version, problem: reading.problem },
      'app version with a bad manifest is not installed',
    );
    return null;
  }
  return reading.manifest;
}

/** Which app supplies each widget module: an app made for the kind first, data-grid last. */
export function widgetSuppliers(apps: InstalledApp[]): Record<string, string> {
  const ordered = [...apps].sort(
    (a, b) =>
      Number(a.name === GENERIC_WIDGET_APP) - Number(b.name === GENERIC_WIDGET_APP) ||
      a.name.localeCompare(b.name),
  );
  const widgets: Record<string, string> = {};
  for (const app of ordered) {
    for (const module of app.versions.flatMap((v) => v.modules)) {
      if (module.startsWith('widget:') && !(module in widgets)) widgets[module] = app.name;
    }
  }
  return widgets;
}

/** Reads every installed app version from the folder; bad or missing manifests are logged and skipped. */
export async function scanInstalledApps(folder: AppsFolder, log: FastifyBaseLogger): Promise<InstalledApps> {
  const apps: InstalledApp[] = [];
  for (const name of (await subfolders(folder.root)).filter(isAppName).sort()) {
    const dir = folder.versionsDirOf(name);
    const versions = (await subfolders(dir)).filter(isAppVersion);
    const manifests = (await Promise.all(versions.map((v) => readVersion(dir, name, v, log)))).filter(
      (m): m is AppManifest => m !== null,
    );
    if (manifests.length === 0) continue;
    manifests.sort((a, b) => compareVersions(b.version, a.version));
    apps.push({ name, versions: manifests });
  }
  return { apps, widgets: widgetSuppliers(apps) };
}

export function isInstalled(installed: InstalledApps, name: string, version: string): boolean {
  return installed.apps.some((a) => a.name === name && a.versions.some((v) => v.version === version));
}
