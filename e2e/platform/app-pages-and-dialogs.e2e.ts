// Journey: the contract between the shell and an app (issue 12, ARCHITECTURE.md §7). A quick-access
// dialog opens from an app page in the shell's frame with its §2.4 state, and its save shows the
// snackbar (a chat app version that supplies the dialog, built by this test); the §2.3 query
// parameters survive navigation inside an app; an address below an app page that the app has no
// screen for is the §1 console error with a clear message, never a crash. Both languages; axe.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourneyWithFixtureApp } from '../support/fixture-app';
import { newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('app pages and dialogs', async () => {
  const journey = await useJourneyWithFixtureApp({ fixture: 'dialog-test', name: 'chat', version: '9.0.0' });

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
