// Journey: shortcuts (§1, §2.4, §3): an admin adds, edits, reorders (by keyboard) and deletes a
// shortcut under the shortcut settings and sets the top bar's external pages, a bad link is refused with a clear message and nothing is
// saved, a deep link into the settings' edit screen survives a reload; a staff user on a phone, in
// Norwegian, sees the cards and opens one in a new tab. One copy of MUI; no serious axe violation.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { pickUpByKeyboard } from '../support/keyboard-drag';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

/** The titles of the settings list, in order. */
const settingsTitles = (page: Page) =>
  page
    .getByTestId('shortcut-settings-list')
    .locator('[data-shortcut]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-shortcut')));

/** External sites are not reachable from the test machine: answer them with a small page. */
async function stubExternalSites(context: BrowserContext) {
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Example</title><p>outside</p>' }),
  );
}

describe.skipIf(!chromiumPath)('shortcuts', () => {
  const journey = useJourney();

  it('an admin adds, edits, reorders and deletes a shortcut; a bad link saves nothing', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/shortcut-settings?lang=en'));
    await page.getByTestId('shortcut-settings-list').waitFor();
    const before = await settingsTitles(page);
    expect(before.length).toBeGreaterThan(0);
    expect(await filesHoldingMui(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Add shortcut' }).click();
    await page.waitForURL(/\/shortcut-settings\/new\?/);
    await poll(() => page.getByTestId('page-title').textContent()).toBe('New shortcut');
    await page.getByLabel('Title').fill('Kommunen');
    await page.getByLabel('Link (https://…)').fill('javascript:alert(document.cookie)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The link must be a web address starting with http:// or https://').waitFor();
    await page.getByLabel('Title').fill('x'.repeat(101));
    await page.getByLabel('Link (https://…)').fill('https://example.org/kommune');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The title may be at most 100 characters').waitFor();
    await page.getByLabel('Title').fill('Kommunen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The shortcut was saved').waitFor();
    await page.getByTestId('shortcut-settings-list').waitFor();
    expect(await settingsTitles(page)).toEqual([...before, 'Kommunen']);

    // The edit screen is a sub-route of the page: its address survives a reload.
    await page.getByRole('button', { name: 'Edit: Kommunen' }).click();
    await page.waitForURL(/\/shortcut-settings\/\d+\/edit\?/);
    await page.reload();
    await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 15_000 }).toBe('Kommunen');
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Edit shortcut');
    await page.getByLabel('Title').fill('Kommunen i dag');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('shortcut-settings-list').waitFor();
    await poll(() => settingsTitles(page)).toEqual([...before, 'Kommunen i dag']);

    // Reorder by keyboard: pick the new shortcut up, move it to the top, drop it.
    // Each step waits for what a screen reader hears (the list's live announcements).
    const count = before.length + 1;
    const heard = (text: string) =>
      page.locator('[aria-live]').filter({ hasText: text }).waitFor({ state: 'attached' });
    // Picked up: it is over its own place first.
    await pickUpByKeyboard(
      page,
      page.getByRole('button', { name: 'Move Kommunen i dag' }),
      `Kommunen i dag is now at place ${count} of ${count}.`,
    );
    for (let place = count - 1; place >= 1; place -= 1) {
      await page.keyboard.press('ArrowUp');
      await heard(`Kommunen i dag is now at place ${place} of ${count}.`);
    }
    await page.keyboard.press('Space');
    await page.getByText('The order was saved').waitFor();
    await page.reload();
    await page.getByTestId('shortcut-settings-list').waitFor();
    expect(await settingsTitles(page)).toEqual(['Kommunen i dag', ...before]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The top bar's external pages are configured here too; a bad address saves nothing.
    await page.getByLabel('Dashboard').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save external pages' }).click();
    await page.getByText('The link must be a web address starting with http:// or https://').waitFor();
    await page.getByLabel('Dashboard').fill('https://example.org/team-dashboard');
    await page.getByRole('button', { name: 'Save external pages' }).click();
    await page.getByText('The external pages were saved').waitFor();
    await page.reload();
    await page.getByTestId('top-bar').getByRole('button', { name: 'External pages' }).click();
    const dashboard = page.getByRole('menuitem', { name: /Dashboard/ });
    expect(await dashboard.getAttribute('href')).toBe('https://example.org/team-dashboard');
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('a staff user on a phone, in Norwegian, sees the cards and opens one in a new tab', async () => {
    const context = await newPortalContext(journey.browser, 375);
    await stubExternalSites(context);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/shortcuts?lang=no'));
    const cards = page.getByTestId('shortcut-cards');
    await cards.waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Snarveier');
    const first = cards.getByRole('link').first();
    expect(await first.textContent()).toContain('Kommunen i dag');
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toContain('noopener');
    expect(await first.getAttribute('href')).toBe('https://example.org/kommune');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await filesHoldingMui(page)).toHaveLength(1);
    // By keyboard: focus the card's link and press Enter; the site opens in a new tab.
    await first.focus();
    const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe('https://example.org/kommune');
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });

  it('an admin deletes the shortcut, and the staff page no longer shows it', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/shortcut-settings?lang=en'));
    await page.getByTestId('shortcut-settings-list').waitFor();
    await page.getByRole('button', { name: 'Delete: Kommunen i dag' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The shortcut was deleted').waitFor();
    await poll(() => settingsTitles(page)).not.toContain('Kommunen i dag');
    await page.goto(journey.server.url('demo', '/shortcuts?lang=en'));
    await page.getByTestId('shortcut-cards').waitFor();
    expect(await page.getByTestId('shortcut-cards').textContent()).not.toContain('Kommunen');
    await context.close();
  });
});
