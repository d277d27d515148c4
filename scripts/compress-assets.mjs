// Brotli and gzip copies of every compressible file of the built portal (issue 27), written beside
// it (`x.js.br`, `x.js.gz`), which the server sends as they are by Accept-Encoding (@fastify/static's
// preCompressed). Written once at build time at the strongest levels, so no request pays for it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes the copies for every file under `dir` whose copies are missing or older; returns the count written. */
export async function compressAssets(dir) {
  let written = 0;
  for (const file of files(dir)) {
    const stat = statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const fresh = (copy) => {
      try {
        return statSync(copy).mtimeMs >= stat.mtimeMs;
      } catch {
        return false;
      }
    };
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const body = readFileSync(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipped);
    written++;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'portal', 'dist'));
  console.log(`Compressed ${await compressAssets(dir)} files in ${dir}`);
}
