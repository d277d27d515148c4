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

/** The build's copies (scripts/compress-assets.mjs) in the order they are preferred. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows (q > 0; `*` stands for any not named). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === '*') any = allowed;
    else if (name) (allowed ? accepted : refused).add(name);
  }
  if (any) for (const { encoding } of COPIES) if (!refused.has(encoding)) accepted.add(encoding);
  return accepted;
}

/** The file to send for `file`: the build's brotli or gzip copy where the client takes it and one exists. */
async function chooseCopy(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; size: number; encoding: string | null } | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of COPIES) {
    if (!accepted.has(encoding)) continue;
    // A copy older than its file (an app rebuilt by `npm run dev`'s watch) is not the file's.
    const copy = await stat(file + suffix).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs)
      return { path: file + suffix, size: copy.size, encoding };
  }
  return { path: file, size: info.size, encoding: null };
}

function notFound(what: string): ApiError {
  return new ApiError(404, 'app_file_not_found', `No app file ${what}`);
}

/**
 * GET /apps/<name>/<version>/<file>: a file of an installed app version. A version never changes
 * once built, so it is cached for a year (in development, where versions are rebuilt, never). The
 * build's brotli and gzip copies beside a file go out as they are, by Accept-Encoding, so no
 * request compresses an app bundle (issue 27 item 6); without a copy the compression hook does.
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
      const chosen = await chooseCopy(file, request.headers['accept-encoding']);
      if (!chosen) throw notFound(`${relative} in ${name}@${version}`);
      if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
      return reply
        .type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('cache-control', opts.immutable ? IMMUTABLE : 'no-cache')
        .header('vary', 'Accept-Encoding')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', chosen.size)
        .send(createReadStream(chosen.path));
    },
  );
}
