// `npm run dev`: everything rebuilt on change against one running server (docs/apps.md).
// - every feature app: `vite build --watch` into apps/<name>/dist/<version>/; the server rescans
//   the installed apps every second and, in development, serves their files uncached, so a reload
//   of the page loads the new bundle without a server restart;
// - the shell: `vite build --watch` into portal/dist (with the shared modules and import map);
//   when its index.html changes the server restarts, because it keeps index.html in memory;
// - the server: `node --watch`, restarted by Node when its own sources change.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const children = new Set();

function prefixed(name, stream, target, onLine) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      target.write(`[${name}] ${line}\n`);
      onLine?.(line);
    }
  });
}

// The address to open, from the server's own ready line: the port it really listens on (PORT may
// be taken by another setting, or 0 for any free port).
function announceReady(line) {
  if (!line.includes('portal ready')) return;
  let message = line;
  try {
    if (line.startsWith('{')) message = JSON.parse(line).msg ?? line;
  } catch {
    // not a log record: read the line as it is
  }
  const address = /portal ready: (\S+)/.exec(message)?.[1];
  if (address) console.log(`[dev] open ${address} (Ctrl-C stops everything)`);
}

function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.spawn,
  });
  children.add(child);
  prefixed(name, child.stdout, process.stdout, options.onLine);
  prefixed(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!options.quietExit) console.log(`[${name}] exited (${signal ?? code})`);
  });
  return child;
}

const apps = readdirSync(path.join(root, 'apps')).filter((name) =>
  existsSync(path.join(root, 'apps', name, 'vite.config.ts')),
);
for (const name of apps)
  run(`app:${name}`, vite, ['build', '--watch', '--logLevel', 'warn'], {
    spawn: { cwd: path.join(root, 'apps', name) },
  });
run('portal', vite, ['build', '--watch', '--logLevel', 'warn'], {
  spawn: { cwd: path.join(root, 'portal') },
});

let server;
function startServer() {
  server = run(
    'server',
    process.execPath,
    ['--watch', '--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')],
    {
      env: { NODE_ENV: 'development' },
      quietExit: true,
      onLine: announceReady,
    },
  );
}
function restartServer(reason) {
  console.log(`[dev] ${reason}: restarting the server`);
  if (server && server.exitCode === null) {
    server.once('exit', startServer);
    server.kill('SIGTERM');
  } else startServer();
}

// Rebuilds are noticed by the files they write (polling: vite empties the folders it writes).
const mtimeOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shellIndex = path.join(root, 'portal', 'dist', 'index.html');
let shellBuiltAt = mtimeOf(shellIndex);
const appBuiltAt = new Map();
const manifestsOf = (name) => {
  const dist = path.join(root, 'apps', name, 'dist');
  return existsSync(dist)
    ? readdirSync(dist).map((version) => [version, path.join(dist, version, 'manifest.json')])
    : [];
};
for (const name of apps)
  for (const [version, file] of manifestsOf(name)) appBuiltAt.set(`${name}@${version}`, mtimeOf(file));

setInterval(() => {
  const shell = mtimeOf(shellIndex);
  if (shell !== shellBuiltAt && shell !== 0) {
    shellBuiltAt = shell;
    restartServer('the shell was rebuilt');
  }
  for (const name of apps) {
    for (const [version, file] of manifestsOf(name)) {
      const key = `${name}@${version}`;
      const built = mtimeOf(file);
      if (built !== 0 && built !== appBuiltAt.get(key)) {
        appBuiltAt.set(key, built);
        console.log(`[dev] ${key} rebuilt: reload the page to load it (no server restart)`);
      }
    }
  }
}, 1000).unref();

startServer();
console.log('[dev] watching the shell and the apps; the address to open follows once the server is ready');

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
