// Journey: drafts (issue 14 part 4, "Done when"): a staff user starts a draft about a participant,
// writes a heading and text in the editor, loses the connection while writing (nothing lost: it
// saves when the connection is back) and reloads before an autosave (the device's copy comes
// back); on a second visit, in Norwegian, resumes the draft from the list, keeps a version, and
// makes it a document shared with the participant. Keyboard for the editor, no serious axe
// violation, one copy of MUI.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

const TITLE = 'Oppfølgingsnotat for Ola';

describe.skipIf(!chromiumPath)('drafts written over two visits', () => {
  const journey = useJourney();

  it('first visit: a new draft, written by keyboard, saved through a lost connection and a reload', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/drafts?lang=en'));
    await page.getByTestId('draft-list').waitFor();
    expect(await page.getByTestId('draft-list').textContent()).toContain('Utkast: tiltaksplan');
    expect(await filesHoldingMui(page)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New draft' }).click();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('main').getByRole('combobox', { name: 'Participant' }).click();
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/documents\/drafts\/\d+\?/);
    const address = page.url();

    const editor = page.getByRole('textbox', { name: 'Document text' });
    await editor.click();
    expect(await page.getByTestId('document-editor').count()).toBe(1);
    // The toolbar's button gives the focus back to the text.
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Samtale mandag');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ola har startet i arbeidstrening.');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('saved');
    expect(await editor.locator('h2').textContent()).toBe('Samtale mandag');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The connection goes: what is typed stays, and is saved when it is back.
    await context.setOffline(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Skrevet uten nett.');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('offline');
    await page.getByText('Not saved: no connection.').waitFor();
    await context.setOffline(false);
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('saved');

    // Typed and reloaded at once, before any autosave: the device's copy comes back and is saved.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Siste linje før omlasting.');
    await page.reload();
    await page.getByText('Text you wrote on this device that was not saved has been brought back.').waitFor();
    expect(await editor.textContent()).toContain('Siste linje før omlasting.');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('saved');
    expect(page.url()).toBe(address);
    await context.close();
  });

  it('second visit, in Norwegian: resumes the draft, keeps a version and makes a document', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/drafts?lang=no'));
    await page.getByTestId('draft-list').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Utkast');
    // By keyboard: focus the draft in the list and open it with Enter.
    await page.getByRole('button', { name: `Åpne utkast: ${TITLE}` }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Dokumenttekst' });
    await editor.waitFor();
    const text = await editor.textContent();
    for (const line of [
      'Samtale mandag',
      'Ola har startet i arbeidstrening.',
      'Skrevet uten nett.',
      'Siste linje før omlasting.',
    ])
      expect(text).toContain(line);
    expect(await editor.locator('h2').textContent()).toBe('Samtale mandag');

    await editor.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Andre besøk: avtalt nytt møte.');
    await page.getByRole('button', { name: 'Lagre som versjon' }).click();
    await page.getByText('En versjon ble lagret').waitFor();
    await page.getByRole('button', { name: /Versjoner/ }).click();
    await poll(() => page.getByTestId('draft-versions').locator('li').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Lag dokument' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Del dokumentet med Ola Hansen').check();
    await dialog.getByRole('button', { name: 'Lag dokument' }).click();
    await page.getByText(`Dokumentet «${TITLE}» ble laget`).waitFor();
    await page.getByTestId('draft-list').waitFor();
    await poll(() => page.getByTestId('draft-list').textContent()).not.toContain(TITLE);
    await context.close();
  });

  it('the drafts page fits a phone', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/drafts?lang=no'));
    await page.getByTestId('draft-list').waitFor();
    await expectFitsWidth(page);
    await page.getByRole('button', { name: 'Åpne utkast: Utkast: tiltaksplan' }).click();
    await page.getByRole('textbox', { name: 'Dokumenttekst' }).waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
