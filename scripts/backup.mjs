// `npm run backup -- <file.tgz>` / `npm run restore -- <file.tgz>`: the embedded database's folder
// (DATA_DIR: PGlite, keys, files, outboxes) as one archive, taken while no server holds it, so the
// copy is consistent (docs/operations.md). On PostgreSQL use pg_dump (same page). The archive
// carries `portal-backup.json`: the format and the migrations applied, so a restore refuses a
// backup from a newer build. Every refusal is one line, exit code 1, and changes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const MANIFEST = 'portal-backup.json';
const FORMAT = 1;
const fail = (line) => {
  console.error(line);
  process.exit(1);
};

const [command, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command ?? '') || !file) fail('usage: npm run backup -- <file.tgz> | npm run restore -- <file.tgz>');
if (process.env.DATABASE_URL) fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md, "Backup and restore")');
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const archive = path.resolve(file);
const migrationsOfThisBuild = readdirSync(path.join(root, 'server', 'src', 'db', 'migrations')).filter((f) => f.endsWith('.sql'));

function holder() {
  const lock = path.join(dataDir, 'portal.lock');
  if (!existsSync(lock)) return null;
  try {
    const { pid, command: by } = JSON.parse(readFileSync(lock, 'utf8'));
    process.kill(pid, 0);
    return `${pid} (${by})`;
  } catch {
    return null;
  }
}

function appliedMigrations() {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))});
    const { rows } = await db.query('SELECT migration FROM migrations ORDER BY id');
    console.log(JSON.stringify(rows.map((r) => r.migration)));
    await db.close();`], { cwd: path.join(root, 'server'), encoding: 'utf8' });
  if (result.status !== 0) fail(`Cannot read the embedded database in ${dataDir}: ${result.stderr.trim().split('\n').at(-1)}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

if (command === 'backup') {
  if (!existsSync(path.join(dataDir, 'pglite'))) fail(`No embedded database in ${dataDir}`);
  const by = holder();
  if (by) fail(`DATA_DIR ${dataDir} is in use by process ${by}; stop it first (a copy of a running database is not consistent)`);
  if (existsSync(archive)) fail(`${archive} exists already; name a new file`);
  writeFileSync(path.join(dataDir, MANIFEST), JSON.stringify({ format: FORMAT, migrations: appliedMigrations(), created_at: new Date().toISOString() }));
  const tar = spawnSync('tar', ['-C', dataDir, '--exclude=portal.lock', '-czf', archive, '.'], { encoding: 'utf8' });
  rmSync(path.join(dataDir, MANIFEST), { force: true });
  if (tar.status !== 0) fail(`tar failed: ${tar.stderr.trim()}`);
  console.log(`Backed up ${dataDir} to ${archive}`);
} else {
  if (!existsSync(archive)) fail(`No backup at ${archive}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) fail(`DATA_DIR ${dataDir} is not empty; restore into an empty folder`);
  const read = spawnSync('tar', ['-xzOf', archive, `./${MANIFEST}`], { encoding: 'utf8' });
  let manifest;
  try {
    manifest = JSON.parse(read.stdout);
  } catch {
    fail(`${archive} is not a portal backup (no ${MANIFEST})`);
  }
  if (manifest.format !== FORMAT) fail(`${archive} is a backup of format ${manifest.format}; this build reads format ${FORMAT}`);
  const unknown = manifest.migrations.filter((m) => !migrationsOfThisBuild.includes(m));
  if (unknown.length > 0) fail(`${archive} is from a newer version (migration ${unknown[0]} is unknown to this build); restore it with that version`);
  mkdirSync(dataDir, { recursive: true });
  const tar = spawnSync('tar', ['-C', dataDir, '-xzf', archive], { encoding: 'utf8' });
  if (tar.status !== 0) fail(`tar failed: ${tar.stderr.trim()}`);
  rmSync(path.join(dataDir, MANIFEST), { force: true });
  console.log(`Restored ${archive} into ${dataDir}; the next start migrates it forward if this build is newer`);
}
