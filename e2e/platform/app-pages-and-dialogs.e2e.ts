// Journey: the contract between the shell and an app (issue 12, ARCHITECTURE.md §7). A quick-access
// dialog opens from an app page in the shell's frame with its §2.4 state, and its save shows the
// snackbar (a chat app version that supplies the dialog, built by this test); the §2.3 query
// parameters survive navigation inside an app; an address below an app page that the app has no
// screen for is the §1 console error with a clear message, never a crash. Both languages; axe.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { openDatabase } from '../../server/src/db/open-database';
import { startPortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let appsDir = '';

/** The repository's built apps, and chat 9.0.0: the fixture that supplies dialog:new-chat. */
async function appsWithDialog(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-dialog-'));
  for (const name of await readdir(path.join(ROOT, 'apps'))) {
    const dist = path.join(ROOT, 'apps', name, 'dist');
    if (existsSync(dist)) await cp(dist, path.join(dir, name), { recursive: true });
  }
  const result = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'error'],
    {
      cwd: path.join(ROOT, 'apps', 'shared', 'fixtures', 'dialog-test'),
      env: { ...process.env, APP_DIST_DIR: path.join(dir, 'chat') },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`building the dialog fixture failed: ${result.stderr}`);
  return dir;
}

describe.skipIf(!chromiumPath)('app pages and dialogs', async () => {
  appsDir = chromiumPath ? await appsWithDialog() : '';
  // The demo tenant loads chat 9.0.0 (the server restarts on the same data, with the same APPS_DIR).
  const journey = useJourney({ APPS_DIR: appsDir }, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      await db.query(
        `UPDATE customers SET default_app_versions = COALESCE(default_app_versions, '{}'::jsonb) || '{"chat":"9.0.0"}'::jsonb WHERE subdomain = 'demo'`,
      );
    } finally {
      await db.close();
    }
    return startPortalServer({ APPS_DIR: appsDir }, { dataDir: server.dataDir });
  });
  afterAll(async () => {
    if (appsDir) await rm(appsDir, { recursive: true, force: true });
  });

  it("opens an app's quick-access dialog from an app page; its save shows the snackbar, in Norwegian", async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/shortcuts?lang=no'));
    await page.getByTestId('shortcut-cards').waitFor();
    await page.getByTestId('quick-access').click();
    await page.getByRole('menuitem', { name: 'Ny chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny chat' });
    await dialog.locator('[data-dialog-state="MESSAGE"]').waitFor();
    expect(await page.locator('[data-dialog-kind="MESSAGE"]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // By keyboard: type the topic and press Enter to save.
    await dialog.getByLabel('Emne').fill('Oppfølging');
    await page.keyboard.press('Enter');
    await page.getByText('Chatten «Oppfølging» ble startet').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await filesHoldingMui(page)).toHaveLength(1);
    await context.close();
  });

  it('keeps the §2.3 query parameters inside an app, and names an address the app has no screen for', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/shortcut-settings?lang=en&is_collapsed=true'));
    await page.getByRole('button', { name: 'Add shortcut' }).click();
    await page.waitForURL(/\/shortcut-settings\/new\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('lang'), params.get('is_collapsed')]).toEqual(['en', 'true']);
    await page.goBack();
    await page.getByTestId('shortcut-settings-list').waitFor();
    await page.goForward();
    await page.getByLabel('Title').waitFor();

    await page.goto(journey.server.url('demo', '/shortcut-settings/no-such-screen?lang=en'));
    await page.getByText('This shortcut does not exist.').waitFor();
    await poll(() =>
      errors.some((line) => line.includes('[apps] artifact: no page at /shortcut-settings/no-such-screen')),
    ).toBe(true);
    expect(await page.getByTestId('top-bar').isVisible()).toBe(true);
    await context.close();
  });
});
