import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { registerAppFileRoutes } from './app-files-routes';
import { registerAppVersionRoutes } from './app-versions-routes';
import { appsFolder } from './apps-folder';
import { createInstalledAppsIndex } from './installed-apps-index';

export interface AppsPluginOptions {
  db: Database;
  /** APPS_DIR: a folder of <name>/<version>/; unset = the repository's apps/<name>/dist/<version>/. */
  appsDir: string | undefined;
  repoRoot: string;
  /** Development rebuilds a version in place, so its files are not cached there. */
  immutableFiles: boolean;
}

/** The feature apps (ARCHITECTURE.md §7): their files, the installed-apps index, tenant versions. */
export const appsPlugin: FastifyPluginAsync<AppsPluginOptions> = async (app, opts) => {
  const folder = appsFolder(opts.appsDir, opts.repoRoot);
  const index = createInstalledAppsIndex(folder, opts.db, app.log);
  registerAppFileRoutes(app, { folder, index, immutable: opts.immutableFiles });
  registerAppVersionRoutes(app, { db: opts.db, index });
  const installed = await index.current();
  app.log.info(
    {
      appsRoot: folder.root,
      apps: installed.apps.map((a) => `${a.name}@${a.versions.map((v) => v.version).join('|')}`),
    },
    'feature apps installed',
  );
};
