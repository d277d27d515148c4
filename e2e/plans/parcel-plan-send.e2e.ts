// Journey (issue 28 items 1-3): a staff user builds a parcel under "manage parcels", gives a
// participant a weekly plan started from a blueprint, the scheduler sends it when the server's clock
// is moved past the first send, and the plan page shows the send with its questionnaire. The plans
// page in Norwegian on a phone (375 px); keyboard use for the parcel's form; one copy of MUI; no
// serious axe violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('plans and parcels', () => {
  const journey = useJourney();

  it('builds a parcel, gives a participant a weekly plan from a blueprint, and the scheduler sends it', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');

    // 1. The parcel, by keyboard: title, one questionnaire, save.
    await page.goto(journey.server.url('demo', '/manage-parcels?lang=en'));
    await page.getByRole('button', { name: 'New parcel' }).click();
    await page.waitForURL(/\/manage-parcels\/new\?/);
    await page.getByLabel('Title').fill('Ukestart');
    await page.getByLabel('Description').fill('Fast ukentlig egenvurdering');
    const firstTemplate = page
      .getByRole('group', { name: 'Questionnaires in the parcel' })
      .getByRole('checkbox')
      .first();
    await firstTemplate.focus();
    await page.keyboard.press('Space');
    expect(await firstTemplate.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The parcel was saved').waitFor();
    await page.locator('[data-parcel="Ukestart"]').waitFor();
    expect(await filesHoldingMui(page)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 2. The plan: from the demo's blueprint, with the new parcel added, for a participant.
    await page.goto(journey.server.url('demo', '/plans?lang=en'));
    await page.getByRole('heading', { name: 'Blueprints' }).waitFor();
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.getByRole('combobox', { name: 'Start from a blueprint' }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('checkbox', { name: 'Ukestart' }).check();
    await page.getByRole('combobox', { name: 'Participant', exact: true }).click();
    const participant = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    expect(await page.getByRole('combobox', { name: 'Repeats' }).textContent()).toBe('Every week');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText(/The plan was saved; the first send is/).waitFor();
    const row = page.getByRole('button', { name: `Open the plan of ${participant}` }).last();
    await row.waitFor();

    // 3. The scheduler: the clock moves two days (past tomorrow 09:00) and what is due runs.
    await page.evaluate(async () => {
      const token = sessionStorage.getItem('portal.session_token');
      await fetch('/api/questionnaires/test/advance-clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ms: 2 * 86_400_000 }),
      });
    });
    await page.reload();
    await row.click();
    await page.getByRole('heading', { name: 'Sent' }).waitFor();
    const sends = page
      .getByRole('region', { name: 'Sent' })
      .or(page.locator('section[aria-labelledby="plan-sends"]'));
    await poll(() => sends.getByRole('link').count()).toBeGreaterThan(0);
    expect(await sends.textContent()).toContain('Sent');
    await page.getByRole('heading', { name: 'Due next' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the plans in Norwegian on a phone', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/plans?lang=no'));
    await page.getByRole('heading', { name: 'Deltakernes planer' }).waitFor();
    await poll(() => page.getByRole('button', { name: /^Åpne planen til / }).count()).toBeGreaterThan(0);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(journey.server.url('demo', '/manage-parcels?lang=no'));
    await page.getByRole('button', { name: 'Ny pakke' }).waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
