// Journey: an app adds a page the spec does not name, through its own manifest alone (issue 25
// item 6). The fixture app `time-reports` (apps/shared/fixtures/includes-test, built by this test
// into its own APPS_DIR) declares /time-reports with a "new" screen, a main-menu entry and a
// quick-access item in its includes.json; the shell, unchanged, lists the entry, mounts the page
// under its own title with its sub-route, and offers the item, in English and Norwegian; axe.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { startPortalServer } from '../support/portal-server';
import { signIn } from '../support/shell-journey';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let appsDir = '';

/** The repository's built apps, and time-reports 1.0.0 built from the fixture. */
async function appsWithTimeReports(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-includes-'));
  for (const name of await readdir(path.join(ROOT, 'apps'))) {
    const dist = path.join(ROOT, 'apps', name, 'dist');
    if (existsSync(dist)) await cp(dist, path.join(dir, name), { recursive: true });
  }
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'error'],
    {
      cwd: path.join(ROOT, 'apps', 'shared', 'fixtures', 'includes-test'),
      env: { ...process.env, APP_DIST_DIR: path.join(dir, 'time-reports') },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`building the includes fixture failed: ${result.stderr}`);
  return dir;
}

describe.skipIf(!chromiumPath)('a page an app declares', async () => {
  appsDir = chromiumPath ? await appsWithTimeReports() : '';
  // The demo tenant loads time-reports 1.0.0 (the server restarts on the same data and APPS_DIR).
  const journey = useJourney({ APPS_DIR: appsDir }, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      await db.query(
        `UPDATE customers SET default_app_versions = COALESCE(default_app_versions, '{}'::jsonb) || '{"time-reports":"1.0.0"}'::jsonb WHERE subdomain = 'demo'`,
      );
    } finally {
      await db.close();
    }
    return startPortalServer({ APPS_DIR: appsDir }, { dataDir: server.dataDir });
  });
  afterAll(async () => {
    if (appsDir) await rm(appsDir, { recursive: true, force: true });
  });

  it('is in the menu, opens under its own title with its own screen, and has its quick-access item', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const menu = page.getByTestId('side-menu');
    await menu.getByRole('link', { name: 'Time reports' }).click();
    await page.waitForURL(/\/time-reports(\?|$)/);
    await page.getByText('No time reports yet.').waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Time reports');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add a time report' }).click();
    await page.waitForURL(/\/time-reports\/new/);
    await page.getByText('A new time report').waitFor();

    await page.getByTestId('quick-access').click();
    expect(await page.getByRole('menuitem').allTextContents()).toContain('New time report');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Norsk' }).click();
    await page.waitForURL(/lang=no/);
    await menu.getByRole('link', { name: 'Timerapporter' }).waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Timerapporter');
    await context.close();
  });
});
