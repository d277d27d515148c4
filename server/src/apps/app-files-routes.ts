import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { isAppName, isAppVersion, safeFileSegments } from './app-coordinates';
import type { AppsFolder } from './apps-folder';
import { isInstalled } from './installed-apps';
import type { InstalledAppsIndex } from './installed-apps-index';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(what: string): ApiError {
  return new ApiError(404, 'app_file_not_found', `No app file ${what}`);
}

/**
 * GET /apps/<name>/<version>/<file>: a file of an installed app version. A version never changes
 * once built, so it is cached for a year (in development, where versions are rebuilt, never).
 */
export function registerAppFileRoutes(
  app: FastifyInstance,
  opts: { folder: AppsFolder; index: InstalledAppsIndex; immutable: boolean },
) {
  app.get<{ Params: { name: string; version: string; '*': string } }>(
    '/apps/:name/:version/*',
    async (request, reply) => {
      const { name, version } = request.params;
      const relative = request.params['*'];
      const segments = safeFileSegments(relative);
      if (!isAppName(name) || !isAppVersion(version) || !segments) throw notFound('at this path');
      if (!isInstalled(await opts.index.current(), name, version))
        throw new ApiError(404, 'app_version_not_installed', `${name}@${version} is not installed`);
      const versionDir = path.join(opts.folder.versionsDirOf(name), version);
      const file = path.join(versionDir, ...segments);
      if (!file.startsWith(versionDir + path.sep)) throw notFound('at this path');
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound(`${relative} in ${name}@${version}`);
      return reply
        .type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('cache-control', opts.immutable ? IMMUTABLE : 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', info.size)
        .send(createReadStream(file));
    },
  );
}
