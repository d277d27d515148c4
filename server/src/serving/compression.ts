import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Compressed answers (issue 27): every bundle budget is counted gzipped, so the wire must carry
// what the budgets count. The built portal has brotli and gzip copies beside each file
// (scripts/compress-assets.mjs), served as they are by @fastify/static's preCompressed; everything
// else text-like over 1 KB (API answers, the shell's page, app bundles) is compressed as it goes,
// brotli at a quick level (4) since it is per request. Not compressed: what is compressed already
// (PDF, images, archives), binary downloads (octet-stream), partial answers (206), server-sent
// events, and websockets (not an HTTP answer).
export const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/(?:x-)?javascript|^image\/svg\+xml/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
