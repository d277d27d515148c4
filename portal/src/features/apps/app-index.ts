// The installed-apps index the server answers at GET /api/apps (server/src/apps).
import type { AppManifest } from '@portal/sdk';
import { askedAhead } from '../../shared/api/asked-ahead';

export interface InstalledApp {
  name: string;
  /** Newest first. */
  versions: AppManifest[];
}

export interface AppIndex {
  apps: InstalledApp[];
  /**
   * Module name ("widget:CHAT") -> the app that supplies it, read from the manifests: an app made
   * for the kind wins over the generic data-grid, so a richer widget replaces a grid by being
   * installed, without a change to the shell.
   */
  widgets: Record<string, string>;
}

export const APP_INDEX_PATH = '/api/apps';

export async function fetchAppIndex(fetchImpl: typeof fetch = fetch): Promise<AppIndex> {
  const response = await fetchImpl(APP_INDEX_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${APP_INDEX_PATH} answered ${response.status}`);
  const body = (await response.json()) as Partial<AppIndex>;
  return { apps: Array.isArray(body.apps) ? body.apps : [], widgets: body.widgets ?? {} };
}

// Read ahead once: when the signed-in shell's chunk is in (features/signed-in-shell), before the
// session's bootstrap has come, and the first AppsProvider takes that answer instead of asking
// again once the shell has mounted.
const indexAhead = askedAhead<void, AppIndex>(() => fetchAppIndex());

export function prefetchAppIndex(): void {
  void indexAhead.start();
}

/** The index read ahead (once), else a new request. */
export const takeAppIndex = (): Promise<AppIndex> => indexAhead.take();
