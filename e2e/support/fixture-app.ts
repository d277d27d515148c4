// A journey with a fixture app installed: the repository's built apps plus one app built from
// `apps/shared/fixtures/<fixture>` into its own APPS_DIR, and the demo tenant set to load it (the
// server restarts on the same data and APPS_DIR). Used by the journeys of the app contract.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { chromiumPath } from './chromium';
import { useJourney, type Journey } from './journey-setup';
import { startPortalServer } from './portal-server';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface FixtureApp {
  /** The folder under apps/shared/fixtures/. */
  fixture: string;
  /** The app name and version it is built and loaded as. */
  name: string;
  version: string;
}

async function appsWith(app: FixtureApp): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `portal-e2e-${app.fixture}-`));
  for (const name of await readdir(path.join(ROOT, 'apps'))) {
    const dist = path.join(ROOT, 'apps', name, 'dist');
    if (existsSync(dist)) await cp(dist, path.join(dir, name), { recursive: true });
  }
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
    cwd: path.join(ROOT, 'apps', 'shared', 'fixtures', app.fixture),
    env: { ...process.env, APP_DIST_DIR: path.join(dir, app.name) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building the ${app.fixture} fixture failed: ${result.stderr}`);
  return dir;
}

/** Call inside a `describe` (async); the built folder is removed after the file's journeys. */
export async function useJourneyWithFixtureApp(app: FixtureApp): Promise<Journey> {
  const appsDir = chromiumPath ? await appsWith(app) : '';
  const journey = useJourney({ APPS_DIR: appsDir }, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      await db.query(
        `UPDATE customers SET default_app_versions = COALESCE(default_app_versions, '{}'::jsonb) || jsonb_build_object($1::text, $2::text) WHERE subdomain = 'demo'`,
        [app.name, app.version],
      );
    } finally {
      await db.close();
    }
    return startPortalServer({ APPS_DIR: appsDir }, { dataDir: server.dataDir });
  });
  afterAll(async () => {
    if (appsDir) await rm(appsDir, { recursive: true, force: true });
  });
  return journey;
}
