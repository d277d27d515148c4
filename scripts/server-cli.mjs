// `npm run tenant` / `npm run seed`: the operator's commands from the built server (server/dist),
// built first when missing or older than the source, on the project's Node 22. Arguments pass on.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
if (!['tenant-cli', 'seed-cli'].includes(name ?? '')) {
  console.error('usage: node scripts/server-cli.mjs tenant-cli|seed-cli [arguments]');
  process.exit(2);
}
const projectNode = path.join(root, 'node_modules', '.bin', 'node');
const node = existsSync(projectNode) ? projectNode : process.execPath;
const dist = path.join(root, 'server', 'dist', `${name}.js`);
if (existsSync(path.join(root, 'node_modules', 'esbuild'))) {
  const { buildServer, serverBuildIsStale } = await import('./build-server.mjs');
  if (serverBuildIsStale()) await buildServer();
}
const result = spawnSync(node, ['--enable-source-maps', dist, ...args], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
