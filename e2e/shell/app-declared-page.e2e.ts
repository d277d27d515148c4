// Journey: an app adds a page the spec does not name, through its own manifest alone (issue 25
// item 6). The fixture app `time-reports` (apps/shared/fixtures/includes-test, built by this test
// into its own APPS_DIR) declares /time-reports with a "new" screen, a main-menu entry and a
// quick-access item in its includes.json; the shell, unchanged, lists the entry, mounts the page
// under its own title with its sub-route, and offers the item, in English and Norwegian; axe.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourneyWithFixtureApp } from '../support/fixture-app';
import { newPortalContext } from '../support/login-journey';
import { signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('a page an app declares', async () => {
  const journey = await useJourneyWithFixtureApp({ fixture: 'includes-test', name: 'time-reports', version: '1.0.0' });

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
