import path from 'node:path';

/**
 * Where installed app versions live. APPS_DIR holds <name>/<version>/; without it the repository's
 * own builds are served, apps/<name>/dist/<version>/ (ARCHITECTURE.md §7).
 */
export interface AppsFolder {
  /** Folders that may hold apps (one per app name in the repository layout). */
  versionsDirOf(name: string): string;
  /** The folder whose sub-folders are the apps. */
  root: string;
  layout: 'apps-dir' | 'repository';
}

export function appsFolder(appsDir: string | undefined, repoRoot: string): AppsFolder {
  if (appsDir) {
    const root = path.resolve(appsDir);
    return { root, layout: 'apps-dir', versionsDirOf: (name) => path.join(root, name) };
  }
  const root = path.join(repoRoot, 'apps');
  return { root, layout: 'repository', versionsDirOf: (name) => path.join(root, name, 'dist') };
}
