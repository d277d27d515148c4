// `npm start`: build what is missing, then serve everything on one port (ARCHITECTURE.md §2) from
// the built server (server/dist/main.js) on the project's Node 22 (the `node` dependency).
//
// Stopping (docs/operations.md): this process stays until the server has exited. A SIGTERM or
// SIGINT reaching it (from npm, a container runtime, or Ctrl-C's process group, which signals the
// server too) is passed on once; the server drains on the first signal and ignores repeats, and this
// process exits with the server's code. package.json runs it as `exec node scripts/start.mjs`, so no
// shell sits between npm and this process: a shell dies on npm's forwarded SIGTERM without passing
// it on, and npm then exits while the server runs on, orphaned.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projectNode = path.join(root, 'node_modules', '.bin', 'node');
const node = existsSync(projectNode) ? projectNode : process.execPath;

// `npm start -- --no-build`: serve the build as it is (an image built earlier; the process tests).
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(node, [path.join(root, 'scripts', 'build.mjs'), '--if-missing'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(node, ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded || server.exitCode !== null) return;
    forwarded = true;
    server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
