import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { seedDemoData } from '../demo/seed';

/** The engine this test run proves: vitest project "server" is PGlite, "server-pg" is PostgreSQL. */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and drops the database (PostgreSQL). */
  destroy(): Promise<void>;
}

type Content = 'empty' | 'migrated' | 'seeded';

const SERVER_SRC = path.resolve(import.meta.dirname, '..');

/**
 * Migrating and seeding cost seconds on every test file; instead each kind of database is built once
 * per day and content (a hash of the migrations and the seed sources) and copied: PGlite from a
 * data-directory tarball, PostgreSQL with CREATE DATABASE ... TEMPLATE.
 */
const today = () => new Date().toISOString().slice(0, 10);

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of ['db/migrations', 'demo']) {
    for (const file of (await readdir(path.join(SERVER_SRC, dir))).sort()) {
      if (file.includes('.test.')) continue;
      hash.update(file).update(await readFile(path.join(SERVER_SRC, dir, file)));
    }
  }
  hash.update(today()); // the demo data is relative to today
  return hash.digest('hex').slice(0, 16);
}

async function fillTemplate(db: Database, content: Content) {
  if (content === 'empty') return;
  await migrate(db);
  if (content === 'seeded') await seedDemoData(db);
}

async function pgliteDatabase(content: Content): Promise<TestDatabase> {
  if (content === 'empty') {
    const db = await openPgliteDatabase(undefined);
    return { db, destroy: () => db.close() };
  }
  const dir = path.join(tmpdir(), 'portal-test-templates');
  const day = today().replaceAll('-', '');
  const file = path.join(dir, `${day}-${await templateKey()}-${content}.tar`);
  let tarball: Blob | undefined;
  try {
    tarball = new Blob([await readFile(file)]);
  } catch {
    const builder = await openPgliteDatabase(undefined);
    await fillTemplate(builder, content);
    tarball = await builder.snapshot();
    await builder.close();
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, file);
    await pruneEarlierDays(dir, day);
  }
  const db = await openPgliteDatabase(undefined, { loadDataDir: tarball });
  return { db, destroy: () => db.close() };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Templates are kept on purpose, for the next runs of the same day, sources and content; those of
 * earlier days serve nobody (the key holds the day), so a run that builds a new one removes them.
 * Names without a day (an older scheme) are left to .ci/run, which starts from none.
 */
export async function pruneEarlierDays(dir: string, day: string): Promise<void> {
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const fileDay = /^(\d{8})-/.exec(file)?.[1];
    if (fileDay && fileDay < day) await rm(path.join(dir, file), { force: true });
  }
}

async function dropPostgresTemplatesOfEarlierDays(adminUrl: string, day: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_tpl\\_%' AND NOT datistemplate`,
    );
    for (const { datname } of rows) {
      const templateDay = /^portal_tpl_(\d{8})_/.exec(datname)?.[1];
      if (templateDay && templateDay < day) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

async function ensurePostgresTemplate(adminUrl: string, content: Exclude<Content, 'empty'>): Promise<string> {
  const day = today().replaceAll('-', '');
  const name = `portal_tpl_${day}_${await templateKey()}_${content}`;
  const exists = await withAdmin(adminUrl, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount);
  if (exists) return name;
  // Built under a private name, then renamed: a half-built template is never visible to others.
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${building}`));
  const db = await openPostgresDatabase(databaseUrl(adminUrl, building), 2);
  await fillTemplate(db, content);
  await db.close();
  await withAdmin(adminUrl, async (c) => {
    try {
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      await c.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`); // another worker finished first
    }
  });
  await dropPostgresTemplatesOfEarlierDays(adminUrl, day);
  return name;
}

async function postgresDatabase(content: Content): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const template = content === 'empty' ? 'template1' : await ensurePostgresTemplate(adminUrl, content);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const db = await openPostgresDatabase(databaseUrl(adminUrl, name), 5);
  return {
    db,
    destroy: async () => {
      await db.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const create = (content: Content) => (testDbKind === 'pglite' ? pgliteDatabase(content) : postgresDatabase(content));

/** An empty database of its own for one test file: in-memory PGlite, or a new PostgreSQL database. */
export const createEmptyTestDatabase = () => create('empty');

/** A database of its own with every migration applied. */
export const createTestDatabase = () => create('migrated');

/** A database of its own with every migration applied and the demo data loaded. */
export const createSeededTestDatabase = () => create('seeded');
