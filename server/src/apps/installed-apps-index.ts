import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { AppsFolder } from './apps-folder';
import { registerInstalledApps } from './apps-register';
import { scanInstalledApps, type InstalledApps } from './installed-apps';

export interface InstalledAppsIndex {
  current(): Promise<InstalledApps>;
}

// A rebuilt or newly copied version shows up within a second (npm run dev), without a restart.
const RESCAN_AFTER_MS = 1000;

export function createInstalledAppsIndex(
  folder: AppsFolder,
  db: Queryable,
  log: FastifyBaseLogger,
): InstalledAppsIndex {
  let cached: { at: number; value: Promise<InstalledApps> } | undefined;
  let registered = '';
  const refresh = async () => {
    const installed = await scanInstalledApps(folder, log);
    const signature = JSON.stringify(
      installed.apps.map((a) => [a.name, a.versions.map((v) => [v.version, v.integrity])]),
    );
    if (signature !== registered) {
      registered = signature;
      await registerInstalledApps(db, installed).catch((error: unknown) => {
        registered = '';
        log.warn({ err: error }, 'the apps table could not be updated');
      });
    }
    return installed;
  };
  return {
    current() {
      if (!cached || Date.now() - cached.at > RESCAN_AFTER_MS) {
        const value = refresh();
        cached = { at: Date.now(), value };
        value.catch(() => {
          cached = undefined;
        });
      }
      return cached.value;
    },
  };
}
