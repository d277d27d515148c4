// Journey: §2.9 unsaved changes against the browser's own back and forward (the shell's data router
// holds them with useBlocker): a dirty form of an app asks before back leaves it; "go back" stays
// with the changes, "delete changes" goes; forward into a page while nothing is dirty goes at once.
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('unsaved changes and the history', () => {
  const journey = useJourney();

  it("asks before the browser's back leaves a dirty form", async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/shortcut-settings?lang=en'));
    await page.getByTestId('shortcut-settings-list').waitFor();
    await page.getByRole('button', { name: 'Add shortcut' }).click();
    await page.waitForURL(/\/shortcut-settings\/new\?/);
    await page.getByLabel('Title').fill('Halvferdig');

    // Back while dirty: the shell asks, and the address stays on the form.
    await page.goBack({ waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Save changes' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/shortcut-settings/new');
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/shortcut-settings/new');
    expect(await page.getByLabel('Title').inputValue()).toBe('Halvferdig');

    // Back again, and delete the changes: the list.
    await page.goBack({ waitUntil: 'commit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete changes' }).click();
    await dialog.waitFor({ state: 'detached' }); // its closing transition ends first
    await page.getByTestId('shortcut-settings-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shortcut-settings');

    // Nothing dirty now: forward goes at once.
    await page.goForward({ waitUntil: 'commit' });
    await page.getByLabel('Title').waitFor();
    expect(await page.getByRole('dialog', { name: 'Save changes' }).count()).toBe(0);
    await context.close();
  });
});
