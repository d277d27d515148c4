// The installed-apps index the server answers at GET /api/apps (server/src/apps).
import type { AppManifest } from '@portal/sdk';
import { appIndexAhead } from '../../shared/api/signed-in-ahead';

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

/** The index as the server answers it; anything missing is empty. */
export function toAppIndex(raw: unknown): AppIndex {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<AppIndex>;
  return { apps: Array.isArray(body.apps) ? body.apps : [], widgets: body.widgets ?? {} };
}

// Asked for ahead once (shared/api/signed-in-ahead: at the app start with a session stored, else
// when the signed-in shell's chunk is in), and the first AppsProvider takes that answer instead of
// asking again once the shell has mounted.
export function prefetchAppIndex(): void {
  void appIndexAhead.start();
}

/** The index read ahead (once), else a new request. */
export const takeAppIndex = (): Promise<AppIndex> => appIndexAhead.take().then(toAppIndex);

/** The index read ahead when it has already come (taken then), else undefined. */
export function takeAppIndexIfIn(): AppIndex | undefined {
  const raw = appIndexAhead.takeIfIn();
  return raw === undefined ? undefined : toAppIndex(raw);
}
