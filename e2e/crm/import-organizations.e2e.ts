// Journey: organizations and the national business register (issue 29 items 1-2). An admin finds
// an organization in the register (its local stand-in) by name, imports it by keyboard and finds it
// in the list; then, on a phone in Norwegian, imports a list of organisation numbers and reads the
// report: one imported, one already present updated, one with a wrong check digit refused. On the
// imported organization's page the admin adds a contact person by keyboard, places a participant in
// a work trial and writes a note; on the phone the admin panel's customers show the demo's and take
// a new one. No serious axe violation; one copy of MUI.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('organizations', () => {
  const journey = useJourney();

  it('an admin finds an organization in the register by name and imports it', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/organizations/import?lang=en'));
    const query = page.getByLabel('Name or organisation number');
    await query.waitFor();
    expect(await filesHoldingMui(page)).toHaveLength(1);
    // A wrong check digit is refused with the rule named.
    await query.fill('973517598');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'is not a valid organisation number' }).waitFor();
    await query.fill('gartneri');
    await page.keyboard.press('Enter');
    const importButton = page.getByRole('button', { name: 'Import GRØNN VEKST GARTNERI AS' });
    await importButton.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await importButton.focus();
    await page.keyboard.press('Enter');
    await page.getByText('GRØNN VEKST GARTNERI AS was imported').waitFor();
    await page.getByTestId('register-hits').getByText('Already in the portal').waitFor();

    await page.goto(journey.server.url('demo', '/organizations?lang=en'));
    const row = page.locator('[data-organization="GRØNN VEKST GARTNERI AS"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('973517597');
    expect(await row.textContent()).toContain('15 employees');
    await page.getByLabel('Search by name, number or city').fill('bergen');
    await poll(() => page.locator('[data-organization]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The organization's page: a contact person by keyboard, a participant placed, a note.
    await page.getByLabel('Search by name, number or city').fill('gartneri');
    await row.getByRole('link', { name: 'GRØNN VEKST GARTNERI AS' }).click();
    const contacts = page.getByRole('region', { name: 'Contact persons' });
    await contacts.getByText('No contact persons yet.').waitFor();
    await contacts.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Randi Gartner');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Daglig leder');
    await page.keyboard.press('Enter');
    await contacts.getByText('Randi Gartner').waitFor();
    const placements = page.getByRole('region', { name: 'Participants placed here' });
    await placements.getByRole('combobox', { name: 'Participant' }).click();
    const participant = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await placements.getByLabel('From').fill('2026-12-01');
    await placements.getByLabel('Hours per week').fill('16');
    await placements.getByRole('button', { name: 'Place participant' }).click();
    await placements
      .locator(`[data-placement="${participant}"]`)
      .getByText('16 h/week', { exact: false })
      .waitFor();
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'New note' }).fill('Ringt daglig leder om arbeidstrening.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByText('Ringt daglig leder om arbeidstrening.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a phone in Norwegian, a CSV of numbers is imported with the bad number reported', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/organizations/import?lang=no'));
    const list = page.getByRole('textbox', { name: 'Organisasjonsnumre' });
    await list.waitFor();
    await list.fill('orgnr\n923120637\n985660018\n923120638\n');
    await page.getByRole('button', { name: 'Importer listen' }).click();
    const report = page.getByTestId('import-report');
    await report.getByText('Importert 1, oppdatert 1, avvist 1').waitFor();
    expect(await report.textContent()).toContain('923120638');
    expect(await report.textContent()).toContain('Avvist: ikke et gyldig organisasjonsnummer');
    expect(await report.textContent()).toContain('SANDNES VERKSTED AS');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(journey.server.url('demo', '/organizations?lang=no'));
    await page.locator('[data-organization="SANDNES VERKSTED AS"]').waitFor();
    await expectFitsWidth(page);

    // The admin panel's customers: the demo's, and a new one with a bad number refused first.
    await page.goto(journey.server.url('demo', '/customers?lang=no'));
    await page.locator('[data-customer="NAV Bergenhus"]').waitFor();
    await page.getByRole('button', { name: 'Ny kunde' }).click();
    const form = page.getByRole('region', { name: 'Ny kunde' });
    await form.getByRole('textbox', { name: 'Navn' }).fill('Lillestrøm kommune');
    await form.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('974760674');
    await form.getByText('Ikke et gyldig organisasjonsnummer').waitFor();
    await form.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('974760673');
    await form.getByRole('button', { name: 'Lagre' }).click();
    await page.locator('[data-customer="Lillestrøm kommune"]').waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
