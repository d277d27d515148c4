// The server's production build: TypeScript to JavaScript with esbuild, into server/dist/.
//
// Every entry and every shared chunk lands directly in server/dist/ (a flat folder), so each
// module's import.meta.url is a file one level below server/, as under server/src/ when run from
// source (server/src/server-paths.ts relies on it). Entries: the server (main.js), the operator's
// commands (tenant-cli.js, seed-cli.js) and every worker-thread file `server/src/**/<name>.worker.ts`
// as `<name>.worker.js` (names must be unique). npm packages stay imports of node_modules; the
// workspace packages (@portal/*, TypeScript source) are bundled in. The SQL migrations are copied to
// server/dist/migrations/.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'server', 'src');
export const SERVER_DIST = path.join(root, 'server', 'dist');
const STAMP = 'main.js';

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, found);
    else found.push(full);
  }
  return found;
}

const isSource = (file) => /\.(ts|sql|json)$/.test(file) && !/\.test\.ts$/.test(file);

/** The newest change among the files the build reads (server source, workspace packages' source). */
function newestSource() {
  const dirs = [src, path.join(root, 'packages', 'rules', 'src')];
  let newest = 0;
  for (const dir of dirs) for (const file of walk(dir)) if (isSource(file)) newest = Math.max(newest, statSync(file).mtimeMs);
  return newest;
}

/** True when server/dist is missing or older than a source file. */
export function serverBuildIsStale() {
  const stamp = path.join(SERVER_DIST, STAMP);
  if (!existsSync(stamp)) return true;
  return newestSource() > statSync(stamp).mtimeMs;
}

export function entryPoints() {
  const entries = {
    main: path.join(src, 'main.ts'),
    'tenant-cli': path.join(src, 'operations', 'tenant-cli.ts'),
    'seed-cli': path.join(src, 'demo', 'seed-cli.ts'),
  };
  for (const file of walk(src)) {
    const match = /([^/\\]+)\.worker\.ts$/.exec(file);
    if (!match) continue;
    const name = `${match[1]}.worker`;
    if (entries[name]) throw new Error(`Two worker files are named ${name}.ts: ${entries[name]} and ${file}`);
    entries[name] = file;
  }
  return entries;
}

// npm packages stay external (node_modules is installed beside the build); @portal/* is our source.
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds into a fresh folder beside server/dist, then swaps it in, so a running server never reads half a build. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const next = `${SERVER_DIST}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    entryPoints: entryPoints(),
    outdir: next,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: 'linked',
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  mkdirSync(path.join(next, 'migrations'));
  cpSync(path.join(src, 'db', 'migrations'), path.join(next, 'migrations'), { recursive: true });
  // The worker pool's thread bootstrap (server/src/workers/worker-pool.ts resolves it beside itself,
  // which in the flat build is server/dist/).
  const bootstrap = path.join(src, 'workers', 'worker-bootstrap.mjs');
  if (existsSync(bootstrap)) cpSync(bootstrap, path.join(next, 'worker-bootstrap.mjs'));
  const old = `${SERVER_DIST}.old-${process.pid}`;
  if (existsSync(SERVER_DIST)) renameSync(SERVER_DIST, old);
  renameSync(next, SERVER_DIST);
  rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`Built the server into ${path.relative(root, SERVER_DIST)}/`);
}
