import { fileURLToPath } from 'node:url';

// Where the server's own files are, run from source (tsx, server/src/*.ts) or from the build
// (scripts/build-server.mjs: server/dist/*.js, every entry and chunk directly in server/dist, so
// every module's import.meta.url is a file one level below server/). This file sits one level
// below server/ too, so `..` is the server's folder either way.

/** True when this process runs the built server (server/dist), false under tsx. */
export const RUNS_BUILT = import.meta.url.endsWith('.js');

/** The server workspace: server/ (holds src/ or dist/, and metadata/). */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The repository (or the image's app folder): portal/dist, apps/, docs/ are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The SQL migrations: copied beside the build into server/dist/migrations. */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(RUNS_BUILT ? './migrations/' : './db/migrations/', import.meta.url),
);
