// Journey: the page header, quick access and top bar (§2.4): the back button by route, a quick-access
// action whose dialog no app supplies yet is not offered, the external pages opening new tabs, the language switch
// rewriting lang; no serious axe-core violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('quick access and the top bar', () => {
  const journey = useJourney();

  it('opens a quick-access dialog and the external pages in new tabs', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.getByTestId('quick-access').click();
    const items = await page.getByRole('menuitem').allTextContents();
    // Every item opens a dialog an installed app supplies (issue 26 item 2): the artifact app's case
    // note and the crm app's time registration now included.
    expect(items).toEqual(['New note', 'Register time', 'New event', 'New task', 'New chat']);
    // The chat app supplies its dialog: it opens in the shell's frame, and Cancel closes it.
    await page.getByRole('menuitem', { name: 'New chat' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'External pages' }).click();
    const dashboard = page.getByRole('menuitem', { name: /Dashboard/ });
    expect(await dashboard.getAttribute('target')).toBe('_blank');
    expect(await dashboard.getAttribute('href')).toBe('https://example.org/dashboard');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Norsk' }).click();
    await page.waitForURL(/lang=no/);
    await page.getByTestId('side-menu').getByRole('link', { name: 'Min oversikt' }).waitFor();
    await context.close();
  });

  it('goes back by route from a sub-page, at 375 px', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/my-participants/waiting?lang=en'));
    await page.getByTestId('page-title').filter({ hasText: 'Waiting' }).waitFor();
    await expectFitsWidth(page);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/my-participants');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
