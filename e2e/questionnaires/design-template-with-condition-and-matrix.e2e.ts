// Journey (issue 13.1-13.3): an admin designs a template with a show-if condition and a matrix,
// partly by keyboard (adding the matrix, reordering it), tries the condition in the preview at
// desktop width and at 375 px, saves, undoes a change; a second copy saved from a stale version is
// refused with the conflict message; in Norwegian on a phone the list and the designer fit; the
// admin adjusts a genesis template and sees the change in its log. No serious axe violation.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { pickUpByKeyboard } from '../support/keyboard-drag';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

/** The titles of the designer's question rows, in order. */
const questionTitles = (page: Page) =>
  page
    .getByTestId('qnr-designer-questions')
    .locator('[data-row]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));

/** The template's title field (the preview and the question editor have titles too). */
const titleOf = (page: Page) => page.locator('#qnr-settings').getByRole('textbox', { name: /^Title/ });

/** Chooses an option of an MUI select by its label, with the keyboard. */
async function chooseByKeyboard(page: Page, root: Locator, label: string, option: string) {
  await root.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (let step = 0; step < 20; step += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

async function choose(page: Page, root: Locator, label: string, option: string) {
  await root.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.skipIf(!chromiumPath)('design a questionnaire template', () => {
  const journey = useJourney();
  let templatePath = '';

  it('an admin designs a template with a condition and a matrix, previews it at 375 px and saves', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/qnr-templates?lang=en'));
    await page.getByTestId('qnr-template-list').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Questionnaire templates');
    // Search and filter run on the server.
    await page.getByLabel('Search templates').fill('kartlegging');
    await poll(() => page.getByTestId('qnr-template-list').locator('[data-template]').count()).toBe(2);
    await page.getByLabel('Search templates').fill('');

    await page.getByRole('button', { name: 'New template' }).click();
    await page.waitForURL(/\/qnr-templates\/new\?/);
    const editor = page.getByTestId('qnr-question-editor');
    const main = page.locator('main');
    await page.getByLabel('Title').fill('Jobbsituasjon');
    await choose(page, main, 'Context', 'Kartlegging');
    await page.getByLabel('The participant may reject it').check();

    // A required yes/no question.
    await choose(page, main, 'Kind of question to add', 'Yes / no');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.getByLabel('Question text').fill('Are you working today?');
    await editor.getByLabel('Required').check();
    await editor.getByLabel('Help text').fill('Part time counts too.');
    await page.getByRole('button', { name: 'Done' }).click();

    // A text question shown only when the answer above is yes.
    await choose(page, main, 'Kind of question to add', 'Short text');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.getByLabel('Question text').fill('Who is your employer?');
    await choose(page, editor, 'Earlier question', 'Are you working today?');
    await choose(page, editor, 'Condition', 'is');
    await choose(page, editor, 'Value', 'Yes');
    await page.getByRole('button', { name: 'Done' }).click();

    // A matrix, added and filled in by keyboard only.
    await chooseByKeyboard(page, main, 'Kind of question to add', 'Matrix');
    await page.getByRole('button', { name: 'Add', exact: true }).focus();
    await page.keyboard.press('Enter');
    const text = editor.getByLabel('Question text');
    await poll(() => text.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Work experience');
    await editor.getByLabel('Text 1').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Job title');
    await editor.getByRole('button', { name: 'Add', exact: true }).focus();
    await page.keyboard.press('Enter');
    await editor.getByLabel('Text 2').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Years');
    await chooseByKeyboard(page, editor, 'Type 2', 'Number');
    await page.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => questionTitles(page)).toEqual([
      'Are you working today?',
      'Who is your employer?',
      'Work experience',
    ]);

    // Reorder by keyboard: the matrix to the top (its handle, space, arrow up twice, space).
    const heard = (words: string) =>
      page.locator('[aria-live]').filter({ hasText: words }).waitFor({ state: 'attached' });
    await pickUpByKeyboard(
      page,
      page.getByRole('button', { name: 'Move Work experience' }),
      'Work experience is now at place 3 of 3.',
    );
    await page.keyboard.press('ArrowUp');
    await heard('Work experience is now at place 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await heard('Work experience is now at place 1 of 3.');
    await page.keyboard.press('Space');
    await poll(() => questionTitles(page)).toEqual([
      'Work experience',
      'Are you working today?',
      'Who is your employer?',
    ]);

    // The preview is the answering form: the condition works in it.
    const preview = page.getByTestId('qnr-preview');
    await preview.getByText('Work experience').first().waitFor();
    await preview.getByText('Are you working today?').waitFor();
    expect(await preview.getByText('Who is your employer?').count()).toBe(0);
    await preview.getByText('Yes', { exact: true }).first().click();
    await preview.getByText('Who is your employer?').waitFor();
    await page.getByRole('button', { name: 'Phone (375 px)' }).click();
    const frame = page.getByTestId('qnr-preview-frame');
    await poll(() => frame.getAttribute('data-size')).toBe('phone');
    expect(Math.round((await frame.boundingBox())!.width)).toBe(375);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Undo takes the last change back.
    await choose(page, main, 'Kind of question to add', 'Information text');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await poll(() => questionTitles(page)).toHaveLength(4);
    await page.getByRole('button', { name: 'Undo' }).click();
    await poll(() => questionTitles(page)).toHaveLength(3);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template was saved').waitFor();
    await page.waitForURL(/\/qnr-templates\/\d+\?/);
    templatePath = new URL(page.url()).pathname;
    await page.reload();
    await poll(() => questionTitles(page)).toEqual([
      'Work experience',
      'Are you working today?',
      'Who is your employer?',
    ]);
    await context.close();
  }, 240_000);

  it('a save from a stale copy is refused with the conflict message; nothing is overwritten', async () => {
    // Two people open the same version: the admin here, a team leader in a browser of their own.
    const adminContext = await newPortalContext(journey.browser);
    const first = await adminContext.newPage();
    await signIn(first, journey.server, 'admin');
    const leaderContext = await newPortalContext(journey.browser);
    const second = await leaderContext.newPage();
    await signIn(second, journey.server, 'leader');
    for (const page of [first, second]) {
      await page.goto(journey.server.url('demo', `${templatePath}?lang=en`));
      await page.getByTestId('qnr-designer-questions').waitFor();
      await page.locator('main').getByRole('button', { name: 'Settings' }).click();
    }
    await titleOf(second).fill('Jobbsituasjon (ny)');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByText('The template was saved').waitFor();

    await titleOf(first).fill('Jobbsituasjon (gammel)');
    await first.getByRole('button', { name: 'Save' }).click();
    await first
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this template after you opened it' })
      .waitFor();
    await first.getByRole('button', { name: 'Reload' }).click();
    await poll(() => titleOf(first).inputValue()).toBe('Jobbsituasjon (ny)');
    await adminContext.close();
    await leaderContext.close();
  }, 120_000);

  it('in Norwegian on a phone, the list and the designer fit and the preview is a phone', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/qnr-templates?lang=no'));
    await page.getByTestId('qnr-template-list').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Skjemamaler');
    await page.getByRole('button', { name: 'Favoritt: Jobbsituasjon (ny)' }).click();
    await page.getByText('Favorittene dine ble lagret').waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Design: Jobbsituasjon (ny)' }).click();
    await page.getByTestId('qnr-designer-questions').waitFor();
    await page.getByRole('button', { name: 'Mobil (375 px)' }).click();
    await page.getByTestId('qnr-preview').getByText('Are you working today?').waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('an admin adjusts a genesis template; the change is in its log', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/adjust-templates?lang=en'));
    const card = page.locator('[data-genesis]').first();
    await card.waitFor();
    const logRows = () => card.getByTestId('genesis-log').locator('li').count();
    const before = await logRows();
    await card.getByRole('button', { name: /^Adjust:/ }).click();
    await choose(page, card, 'Create when a participant starts', 'No');
    await card.getByLabel('Note for this portal').fill('Brukes i Bergen');
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The adjustment was saved').waitFor();
    await poll(logRows).toBe(before + 1);
    expect(await card.getByTestId('genesis-log').locator('li').first().textContent()).toMatch(
      /changed by \S+/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
