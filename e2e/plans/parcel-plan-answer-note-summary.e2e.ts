// Journey (issue 28 "Done when"): a staff user builds a parcel by keyboard under "manage parcels",
// gives a participant a weekly plan started from a blueprint, the scheduler sends it when the server's
// clock is moved past the first send (never waiting on real time), the participant finds it among
// their own plans on a phone in Norwegian and answers it, the staff user writes a case note from quick
// access by keyboard, and the participant's summary shows both. Staff in English at 1280 px, the
// participant in Norwegian at 375 px; one copy of MUI; no serious axe violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { insertSampleTemplate } from '../../server/src/areas/questionnaires/sample-template';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { startPortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const TEMPLATE = 'Ukessjekk E2E';
const QUESTION = 'Hvordan gikk uka?';
const NOTE = 'Samtale om ukessjekken; avtalt ny samtale neste uke.';
const person = { id: 0, name: '' };

/** Moves the server's clock (the journeys' test hook), which runs what is due: the scheduler among it. */
async function advanceServerClock(page: Page, ms: number) {
  await page.evaluate(async (by) => {
    const token = sessionStorage.getItem('portal.session_token');
    await fetch('/api/questionnaires/test/advance-clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ms: by }),
    });
  }, ms);
}

describe.skipIf(!chromiumPath)('plans: parcel, plan, scheduled send, answer, note, summary', () => {
  // A one-question template to put in the parcel; the demo participant's recipient row.
  const journey = useJourney({}, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const { rows } = await db.query<{ customer: number; id: number; full_name: string }>(
        `SELECT c.id AS customer, r.id, r.full_name
           FROM customers c JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
           JOIN recipients r ON r.user_id = u.id WHERE c.subdomain = 'demo'`,
      );
      const row = rows[0]!;
      Object.assign(person, { id: Number(row.id), name: row.full_name });
      await db.transaction((tx) =>
        insertSampleTemplate(tx, Number(row.customer), {
          title: TEMPLATE,
          questions: [{ title: QUESTION, properties: { type: 'text', required: true } }],
          validDays: 14,
        }),
      );
    } finally {
      await db.close();
    }
    return startPortalServer({}, { dataDir: server.dataDir });
  });

  it('builds a parcel, plans it weekly from a blueprint, sends it on schedule; the answer and a note show in the summary', async () => {
    const { server, browser } = journey;
    const staffContext = await newPortalContext(browser);
    const staff = await staffContext.newPage();
    await signIn(staff, server, 'staff');

    // 1. The parcel, by keyboard: title, description, the one questionnaire, save.
    await staff.goto(server.url('demo', '/manage-parcels?lang=en'));
    await staff.getByRole('button', { name: 'New parcel' }).click();
    await staff.waitForURL(/\/manage-parcels\/new\?/);
    await staff.getByLabel('Title').focus();
    await staff.keyboard.type('Ukestart');
    await staff.keyboard.press('Tab');
    await staff.keyboard.type('Fast ukentlig egenvurdering');
    const template = staff
      .getByRole('group', { name: 'Questionnaires in the parcel' })
      .getByRole('checkbox', { name: TEMPLATE });
    await template.focus();
    await staff.keyboard.press('Space');
    expect(await template.isChecked()).toBe(true);
    await staff.getByRole('button', { name: 'Save' }).focus();
    await staff.keyboard.press('Enter');
    await staff.getByText('The parcel was saved').waitFor();
    await staff.locator('[data-parcel="Ukestart"]').waitFor();
    expect(await filesHoldingMui(staff)).toHaveLength(1);
    expect(await seriousA11yViolations(staff)).toEqual([]);

    // 2. The plan: from the demo's weekly blueprint, with the new parcel, for the participant.
    await staff.goto(server.url('demo', '/plans?lang=en'));
    await staff.getByRole('heading', { name: 'Blueprints' }).waitFor();
    await staff.getByRole('button', { name: 'New plan' }).click();
    await staff.getByRole('combobox', { name: 'Start from a blueprint' }).click();
    await staff.getByRole('option').nth(1).click();
    await staff.getByRole('checkbox', { name: 'Ukestart' }).check();
    await staff.getByRole('combobox', { name: 'Participant', exact: true }).click();
    await staff.getByRole('option', { name: person.name, exact: true }).click();
    expect(await staff.getByRole('combobox', { name: 'Repeats' }).textContent()).toBe('Every week');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Save plan' }).click();
    await staff.getByText(/The plan was saved; the first send is/).waitFor();

    // 3. The scheduler: the clock moves two days (past tomorrow 09:00) and what is due runs.
    await advanceServerClock(staff, 2 * 86_400_000);

    // 4. The participant, on a phone in Norwegian: their own plans list the send; they answer it.
    const phoneContext = await newPortalContext(browser, 375);
    const phone = await phoneContext.newPage();
    await signIn(phone, server, 'participant');
    await phone.goto(server.url('demo', '/plans?lang=no'));
    await phone.getByTestId('page-title').filter({ hasText: 'Mine planer' }).waitFor();
    const ownPlan = phone.getByRole('article', { name: /^Plan: .*Ukestart/ });
    await ownPlan.getByRole('heading', { name: 'Neste utsendinger' }).waitFor();
    const sent = ownPlan.getByRole('link', { name: TEMPLATE });
    await poll(() => sent.count()).toBe(1);
    // Nothing of another participant's plans: every plan shown is one of the participant's own.
    expect(await phone.getByText(/Åpne planen til/).count()).toBe(0);
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await sent.click();
    const answer = phone.getByRole('textbox', { name: QUESTION });
    await answer.fill('Bra, jeg har sendt to søknader.');
    await answer.press('Tab');
    await phone.getByRole('button', { name: 'Fullfør' }).click();
    await phone.getByText('Takk! Svarene dine er sendt inn.').waitFor({ timeout: 30_000 });
    await phoneContext.close();

    // 5. Staff, with the participant chosen: a case note from quick access, by keyboard.
    const inRecipient = `lang=en&user_context=RECIPIENT&selected_patient_id=${person.id}`;
    await staff.goto(server.url('demo', `/summary?${inRecipient}`));
    await staff.getByTestId('summary-items').waitFor();
    await staff.getByTestId('quick-access').focus();
    await staff.keyboard.press('Enter');
    await staff.getByRole('menuitem', { name: 'New note' }).focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(`About ${person.name}`).waitFor();
    await dialog.getByRole('textbox', { name: 'Note' }).focus();
    await staff.keyboard.type(NOTE);
    await dialog.getByRole('button', { name: 'Save note' }).focus();
    await staff.keyboard.press('Enter');
    await staff.getByText('The note was saved').waitFor();

    // 6. The summary shows both: the answered questionnaire and the note, each in time order.
    const items = staff.getByTestId('summary-items');
    await items.locator('[data-kind="note"]').getByText(NOTE).waitFor();
    const questionnaire = items.locator('[data-kind="questionnaire"]').filter({ hasText: TEMPLATE });
    await poll(() => questionnaire.textContent()).toContain('ANSWERED');
    await staff.getByRole('searchbox', { name: 'Search' }).fill('ukessjekk');
    await poll(() => items.locator('[data-kind="note"]').count()).toBe(1);
    expect(await questionnaire.count()).toBe(1);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staffContext.close();
  }, 240_000);
});
