// Journey (issue 26 item 11): the designer's settings have controls made for them. An admin opens
// a demo template, ticks a display setting (a labelled checkbox, no JSON box) and picks a plan
// category from those the tenant's templates use (each shown with the templates that use it),
// saves, reloads and finds both kept; then the same in Norwegian at 375 px, with no serious axe
// violation in the settings.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

interface Words {
  settings: string;
  folded: string;
  category: string;
  save: string;
  saved: string;
}
const EN: Words = {
  settings: 'Settings',
  folded: 'Start with the sections folded',
  category: 'Plan category',
  save: 'Save',
  saved: 'The template was saved',
};
const NO: Words = {
  settings: 'Innstillinger',
  folded: 'Start med seksjonene lukket',
  category: 'Plankategori',
  save: 'Lagre',
  saved: 'Malen ble lagret',
};

async function openSettings(page: Page, words: Words) {
  await page.getByTestId('qnr-designer-questions').waitFor();
  await page.locator('main').getByRole('button', { name: words.settings }).click();
  return page.locator('#qnr-settings');
}

/** Flips the display setting and picks plan category `category`; saves, reloads, finds both. */
async function setSaveReload(page: Page, words: Words, folded: boolean, category: string) {
  const settings = await openSettings(page, words);
  expect(await settings.getByRole('textbox', { name: /settings_ui|JSON/ }).count()).toBe(0);
  await settings.getByRole('checkbox', { name: words.folded }).setChecked(folded);
  await settings.getByRole('combobox', { name: words.category }).click();
  const option = page.getByRole('option').filter({ hasText: new RegExp(`^${category}\\D`) });
  // A number in use is named by the templates that use it.
  expect(await option.textContent()).toMatch(new RegExp(`^${category}\\p{L}`, 'u'));
  await option.click();
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await page.getByText(words.saved).waitFor();
  await page.reload();
  const again = await openSettings(page, words);
  await poll(() => again.getByRole('checkbox', { name: words.folded }).isChecked()).toBe(folded);
  await poll(() => again.getByRole('combobox', { name: words.category }).inputValue()).toBe(category);
}

describe.skipIf(!chromiumPath)('the designer keeps its settings', () => {
  const journey = useJourney();

  it('a display setting and a plan category set through their controls are kept, in both languages', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/qnr-templates?lang=en'));
    await page.getByRole('button', { name: 'Design: Oppfølgingssamtale' }).click();
    await page.waitForURL(/\/qnr-templates\/\d+/);
    const path = new URL(page.url()).pathname;
    await setSaveReload(page, EN, true, '3');
    await context.close();

    const phone = await newPortalContext(journey.browser, 375);
    const small = await phone.newPage();
    small.on('pageerror', (error) => errors.push(error.message));
    await signIn(small, journey.server, 'admin');
    await small.goto(journey.server.url('demo', `${path}?lang=no`));
    await setSaveReload(small, NO, false, '1');
    await expectFitsWidth(small);
    expect(await seriousA11yViolations(small, '#qnr-settings')).toEqual([]);
    expect(errors).toEqual([]);
    await phone.close();
  }, 240_000);
});
