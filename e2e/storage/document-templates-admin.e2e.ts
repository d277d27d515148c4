// Journey: an administrator keeps the document templates (issue 14 part 5). In English: from the
// generate page to the templates, a new template whose merge fields are inserted from the list
// (the participant's name, a questionnaire answer), saved, previewed as a PDF, then archived. In
// Norwegian at 375 px, by keyboard: the archived template restored. Two administrators edit it at
// once: the second save is refused with the conflict message and a reload shows the first's text.
// A staff user who is not an administrator is told so. No serious axe violation.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('document templates kept by an administrator', () => {
  const journey = useJourney();
  // Each test signs in and runs axe more than once: on a loaded 2-core CI machine that alone can
  // pass the default 60 s, so each has 180 s (every step waits for a state, never for time).
  const title = 'Avtale om oppfølging';

  it('creates a template with merge fields from the list, previews it as PDF and archives it', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/documents/generate?lang=en'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Document templates' }).click();
    const list = page.getByTestId('template-list');
    await list.waitFor();
    await poll(() => list.getByTestId('template-row').count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Document templates');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'New template' }).click();
    const editor = page.getByTestId('template-editor');
    await editor.waitFor();
    await main.getByRole('textbox', { name: 'Title' }).fill(title);
    const body = main.getByRole('textbox', { name: 'Template text' });
    await body.fill('# Avtale\nDeltaker: ');
    await body.press('End');
    await main.getByRole('button', { name: 'Insert Participant: Full name' }).click();
    await poll(() => body.inputValue()).toBe('# Avtale\nDeltaker: {{participant.full_name}}');

    // The answers of a chosen participant's answered questionnaire are offered as fields too.
    await main.getByRole('combobox', { name: 'Participant' }).click();
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await main.getByRole('combobox', { name: 'Answered questionnaire' }).click();
    await page.getByRole('option').nth(1).click();
    const answer = main.getByRole('button', { name: 'Insert Questionnaire answers: Answer q1' });
    await answer.waitFor();
    await body.press('End');
    await body.press('Enter');
    await body.pressSequentially('Svar: ');
    await poll(() => body.inputValue()).toContain('Svar: ');
    await answer.click();
    await poll(() => body.inputValue()).toBe(
      '# Avtale\nDeltaker: {{participant.full_name}}\nSvar: {{answers.q1}}',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template was saved').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Edit document template');
    await poll(() => page.url()).toMatch(/\/documents\/generate\/templates\/\d+/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Preview as PDF' }).click(),
    ]);
    const file = path.join(journey.server.dataDir, 'template-preview.pdf');
    await download.saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toContain('Avtale');

    await main.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByText(`The template «${title}» was archived`).waitFor();
    await list.waitFor();
    await poll(() => list.textContent()).not.toContain(title);
    await main.getByRole('button', { name: 'Archived' }).click();
    await poll(() => list.textContent()).toContain(title);
    await context.close();
  }, 180_000);

  it('restores the archived template in Norwegian on a phone, by keyboard', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/documents/generate/templates?lang=no'));
    const list = page.getByTestId('template-list');
    await list.waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Dokumentmaler');
    await poll(() => list.getByTestId('template-row').count()).toBeGreaterThan(0);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const archivedToggle = page.getByRole('button', { name: 'Arkivert' });
    await archivedToggle.focus();
    await page.keyboard.press('Enter');
    await poll(() => archivedToggle.getAttribute('aria-pressed')).toBe('true');
    const restore = page.getByRole('button', { name: `Gjenopprett ${title}` });
    await restore.waitFor();
    await expectFitsWidth(page);
    await restore.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Malen «${title}» er i bruk igjen`).waitFor();
    await poll(() => list.textContent()).not.toContain(title);

    const inUse = page.getByRole('button', { name: 'I bruk' });
    await inUse.focus();
    await page.keyboard.press('Enter');
    await poll(() => list.textContent()).toContain(title);
    await page.getByRole('button', { name: `Endre ${title}` }).waitFor();
    await expectFitsWidth(page);
    // A keyboard-focused MUI button pulses for ever; axe waits for animations, so the focus leaves.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('refuses the second of two saves from the same copy and reloads the newer one (Norwegian)', async () => {
    const open = async () => {
      const context = await newPortalContext(journey.browser);
      const page = await context.newPage();
      await signIn(page, journey.server, 'admin');
      await page.goto(journey.server.url('demo', '/documents/generate/templates?lang=no'));
      await page.getByRole('button', { name: `Endre ${title}` }).click();
      await page.getByTestId('template-editor').waitFor();
      const body = page.getByRole('main').getByRole('textbox', { name: 'Malens tekst' });
      await poll(() => body.inputValue()).toContain('# Avtale');
      return { context, page, body };
    };
    const first = await open();
    const second = await open();

    await first.body.fill('# Avtale\nFørste versjon');
    await first.page.getByRole('main').getByRole('button', { name: 'Lagre' }).click();
    await first.page.getByText('Malen ble lagret').waitFor();

    await second.body.fill('# Avtale\nAndre versjon');
    await second.page.getByRole('main').getByRole('button', { name: 'Lagre' }).click();
    const conflict = second.page.getByTestId('template-conflict');
    await conflict.waitFor();
    await poll(() => conflict.textContent()).toContain('Noen andre lagret denne malen etter at du åpnet den.');
    // What the second typed is still there to copy; nothing of it was stored.
    expect(await second.body.inputValue()).toBe('# Avtale\nAndre versjon');
    expect(await seriousA11yViolations(second.page)).toEqual([]);

    await conflict.getByRole('button', { name: 'Last inn malen på nytt' }).click();
    await poll(() => second.body.inputValue()).toBe('# Avtale\nFørste versjon');
    expect(await second.page.getByTestId('template-conflict').count()).toBe(0);
    await second.body.fill('# Avtale\nFørste versjon\nOg den andres tillegg');
    await second.page.getByRole('main').getByRole('button', { name: 'Lagre' }).click();
    await second.page.getByText('Malen ble lagret').waitFor();
    expect(await second.page.getByTestId('template-conflict').count()).toBe(0);
    await first.context.close();
    await second.context.close();
  }, 180_000);

  it('tells staff who are not administrators that the templates are not theirs to change', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/generate/templates?lang=en'));
    await page.getByText('Only an administrator can manage document templates.').waitFor();
    expect(await page.getByTestId('template-list').count()).toBe(0);
    await page.goto(journey.server.url('demo', '/documents/generate?lang=en'));
    await page.getByRole('main').getByRole('combobox', { name: 'Template' }).waitFor();
    expect(await page.getByRole('button', { name: 'Document templates' }).count()).toBe(0);
    await context.close();
  }, 180_000);
});
