// Builds what the server serves: the portal (Vite) and every feature app. `--if-missing` skips a
// part whose output exists, which is what `npm start` uses.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ifMissing = process.argv.includes('--if-missing');

function run(cwd, args) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`Build failed in ${path.relative(root, cwd) || '.'}`);
    process.exit(result.status ?? 1);
  }
}

const portal = path.join(root, 'portal');
if (!ifMissing || !existsSync(path.join(portal, 'dist', 'index.html'))) {
  console.log('Building the portal…');
  run(portal, ['build', '--logLevel', 'warn']);
}

const appsDir = path.join(root, 'apps');
for (const name of readdirSync(appsDir)) {
  const dir = path.join(appsDir, name);
  if (!existsSync(path.join(dir, 'vite.config.ts'))) continue;
  if (ifMissing && existsSync(path.join(dir, 'dist'))) continue;
  console.log(`Building app ${name}…`);
  run(dir, ['build', '--logLevel', 'warn']);
}
