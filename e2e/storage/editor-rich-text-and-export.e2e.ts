// Journey: the document editor (issue 14 part 6): on the rich-edit route a staff user starts a
// document, writes a list, inserts a table and a link by keyboard and toolbar (a javascript: link
// is refused in the link dialog), and exports the PDF; the document-editor route opens the same
// draft. No serious axe violation; the editor fits a phone.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('the document editor', () => {
  const journey = useJourney();

  it('writes lists, a table and a link, refuses a javascript: link and exports a PDF', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/rich-edit?lang=en'));
    await page.getByTestId('draft-list').waitFor();
    await page.getByRole('button', { name: 'New draft' }).click();
    await page.getByLabel('Title').fill('Rapport november');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/rich-edit\/\d+\?/);
    const draftId = /\/rich-edit\/(\d+)/.exec(page.url())?.[1] ?? '';

    const editor = page.getByRole('textbox', { name: 'Document text' });
    await editor.click();
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Første punkt');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Andre punkt');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert table' }).click();
    await page.keyboard.type('Uke');
    expect(await editor.locator('li').count()).toBe(2);
    expect(await editor.locator('table').count()).toBe(1);

    // A link: javascript: is refused in the dialog, https is set.
    await editor.locator('li').first().click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Web address (https://…)').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Set link' }).click();
    await dialog.getByText('The link must start with https://, http://, mailto: or tel:').waitFor();
    await dialog.getByLabel('Web address (https://…)').fill('https://www.nav.no');
    await page.keyboard.press('Enter');
    await poll(() => editor.locator('a').count()).toBe(1);
    expect(await editor.locator('a').getAttribute('href')).toBe('https://www.nav.no');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('saved');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Rapport november.pdf');
    const file = path.join(journey.server.dataDir, 'export.pdf');
    await download.saveAs(file);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

    // The document-editor route opens the same draft, on a phone too.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(journey.server.url('demo', `/document-editor/${draftId}?lang=no`));
    const again = page.getByRole('textbox', { name: 'Dokumenttekst' });
    await again.waitFor();
    expect(await again.textContent()).toContain('Andre punkt');
    expect(await again.locator('a').getAttribute('href')).toBe('https://www.nav.no');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
