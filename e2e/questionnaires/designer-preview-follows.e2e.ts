// Journey (issue 26 items 11, 13): the designer's preview follows every change. An admin adds six
// questions of different kinds (a scale and a matrix among them) one after the other, at desktop
// width and in the 375 px frame; after each the preview shows every question so far, and the page
// logs no uncaught error (it stopped after about 3 questions with a TypeError on scrollWidth).
// A title typed right after the page opened stays.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

async function choose(page: Page, label: string, option: string) {
  await page.locator('main').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const KINDS: Array<[kind: string, title: string]> = [
  ['Scale', 'How do you feel today?'],
  ['Short text', 'Your employer'],
  ['Matrix', 'Work experience'],
  ['Single choice', 'Where do you live?'],
  ['Yes / no', 'Do you have a car?'],
  ['Multiple choice', 'Which days suit you?'],
];

describe.skipIf(!chromiumPath)('the designer preview follows', () => {
  const journey = useJourney();

  it('shows every question as it is added, with no uncaught error', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/qnr-templates/new?lang=en'));
    // A title typed as soon as the field is there is not wiped by the load that follows.
    const title = page.locator('#qnr-settings').getByRole('textbox', { name: /^Title/ });
    await title.fill('Quick title');
    const editor = page.getByTestId('qnr-question-editor');
    const preview = page.getByTestId('qnr-preview');
    for (const [index, [kind, text]] of KINDS.entries()) {
      if (index === 3) await page.getByRole('button', { name: 'Phone (375 px)' }).click();
      await choose(page, 'Kind of question to add', kind);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await editor.getByLabel('Question text').fill(text);
      for (const [, shown] of KINDS.slice(0, index + 1)) {
        await preview.getByText(shown).first().waitFor({ timeout: 10_000 });
      }
      await page.getByRole('button', { name: 'Done' }).click();
    }
    // Resizing the window makes SurveyJS measure again: the old previews' observers must be gone.
    await page.setViewportSize({ width: 500, height: 800 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Desktop' }).click();
    await preview.getByText(KINDS[5]![1]).first().waitFor();
    await poll(() => title.inputValue()).toBe('Quick title');
    expect(errors).toEqual([]);
    await context.close();
  });
});
