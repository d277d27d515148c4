// Builds the server (esbuild, scripts/build-server.mjs) and what it serves: the portal (Vite) and
// every feature app. `--if-missing` skips a part whose output exists (the server: unless a source
// file is newer than its build), which is what `npm start` uses.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from './build-server.mjs';
import { compressAssets } from './compress-assets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ifMissing = process.argv.includes('--if-missing');

function run(cwd, args) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`Build failed in ${path.relative(root, cwd) || '.'}`);
    process.exit(result.status ?? 1);
  }
}

// A production-only install (`npm ci --omit=dev`) has no esbuild: it runs the build it was given.
const canBuildServer = existsSync(path.join(root, 'node_modules', 'esbuild'));
if (!ifMissing || (serverBuildIsStale() && (canBuildServer || !existsSync(path.join(root, 'server', 'dist', 'main.js'))))) {
  if (!canBuildServer) {
    console.error('The server is not built and esbuild is not installed: run npm ci and npm run build first');
    process.exit(1);
  }
  console.log('Building the server…');
  await buildServer();
}

const portal = path.join(root, 'portal');
if (!ifMissing || !existsSync(path.join(portal, 'dist', 'index.html'))) {
  console.log('Building the portal…');
  run(portal, ['build', '--logLevel', 'warn']);
}
// Brotli and gzip copies beside the portal's files (only those missing or older than their file).
if (existsSync(path.join(portal, 'dist'))) await compressAssets(path.join(portal, 'dist'));

const appsDir = path.join(root, 'apps');
for (const name of readdirSync(appsDir)) {
  const dir = path.join(appsDir, name);
  if (!existsSync(path.join(dir, 'vite.config.ts'))) continue;
  if (ifMissing && existsSync(path.join(dir, 'dist'))) continue;
  console.log(`Building app ${name}…`);
  run(dir, ['build', '--logLevel', 'warn']);
}
// The same copies beside every app's built files, sent as they are by the app-file route.
for (const name of readdirSync(appsDir)) {
  const dist = path.join(appsDir, name, 'dist');
  if (existsSync(dist)) await compressAssets(dist);
}
