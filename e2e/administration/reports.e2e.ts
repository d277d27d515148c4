// Journey: reports (issue 32 items 3 and 4). A team leader reads the questionnaire report at a
// glance (the chart and the tables behind it), narrows it to a template and exports its CSV by
// keyboard; in Norwegian on a phone the login report shows its chart and fits the width. No serious
// axe violation; one copy of MUI. Then users and the access log (items 7 and 8), in this file to
// share its server: a staff member opens a participant's record; an admin, in Norwegian, finds the
// team leader, changes their role, deactivates them after the confirmation (their open session
// ends), and reads the staff member's read in the access log; the participant sees it on their page.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('reports', () => {
  const journey = useJourney();

  it('a team leader reads the questionnaire report and exports its CSV', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/reports?lang=en'));
    const chart = page.getByTestId('report-chart');
    await chart.waitFor();
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(
      /^\d+ questionnaires sent, \d+ answered/,
    );
    const templates = page.getByTestId('report-templates').locator('tbody tr');
    expect(await templates.count()).toBeGreaterThan(0);
    expect(await filesHoldingMui(page)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Narrow to the first template: the totals follow.
    const firstTemplate = (await templates.first().locator('td').first().textContent())!;
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: firstTemplate }).click();
    await page.getByRole('button', { name: 'Show' }).click();
    await poll(() => templates.count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Enter');
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,key,sent,answered,expired');
    expect(csv).toContain(`template,${firstTemplate}`);
    await page.getByText('The CSV file was downloaded').waitFor();
    await context.close();
  });

  it('the login report in Norwegian on a phone', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/reports/login-reports?lang=no'));
    const chart = page.getByTestId('login-chart');
    await chart.waitFor();
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(
      /^\d+ innlogginger, \d+ mislykkede forsøk og \d+ sperringer/,
    );
    expect(await page.getByTestId('login-days').locator('tbody tr').count()).toBeGreaterThan(5);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('users and the access log: a staff member’s read, an admin’s changes with confirmation, the participant’s page', async () => {
    // The staff member opens Ola Hansen's record (the manage dialog reads it).
    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await staff.goto(journey.server.url('demo', '/my-participants?lang=en'));
    await staff.getByTestId('participant-search').fill('Ola Hansen');
    await staff.getByRole('button', { name: 'Manage Ola Hansen' }).click();
    await staff.getByRole('dialog', { name: 'Manage Ola Hansen' }).waitFor();
    await staffContext.close();

    // The team leader is signed in elsewhere while the admin works.
    const leaderContext = await newPortalContext(journey.browser);
    const leader = await leaderContext.newPage();
    await signIn(leader, journey.server, 'leader');

    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/settings/administration?lang=no'));
    await page.getByRole('searchbox', { name: 'Søk på navn, brukernavn eller e-post' }).fill('Haugen');
    const row = page.getByTestId('user-row-leader');
    await poll(() => page.locator('[data-testid^="user-row-"]').count()).toBe(1);
    await row.getByRole('button', { name: 'Endre Lars Haugen' }).click();
    const edit = page.getByRole('dialog', { name: 'Endre leader' });
    await edit.getByRole('combobox', { name: 'Rolle' }).click();
    await page.getByRole('option', { name: 'Ansatt' }).click();
    await edit.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('leader er lagret').waitFor();
    await poll(() => row.locator('td').nth(1).textContent()).toBe('Ansatt');

    // Deactivate asks first: Escape keeps the user; the confirmation by keyboard deactivates.
    await row.getByRole('button', { name: 'Deaktiver Lars Haugen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deaktivere Lars Haugen?' });
    expect(await confirm.textContent()).toContain('logges ut på alle enheter');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await row.getByText('Aktiv', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Deaktiver Lars Haugen' }).click();
    await confirm.getByRole('button', { name: 'Deaktiver', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('leader er deaktivert og logget ut').waitFor();
    await row.getByText('Deaktivert', { exact: true }).waitFor();
    // The team leader's session is over: the portal sends them to the login.
    await leader.goto(journey.server.url('demo', '/overview?lang=en'));
    await leader.waitForURL(/\/login/);
    await leaderContext.close();

    // The access log shows the staff member's read of the record, and why.
    await accessLogFor(page, 'Ola Hansen');
    await context.close();

    const participantContext = await newPortalContext(journey.browser, 375);
    const participant = await participantContext.newPage();
    await signIn(participant, journey.server, 'participant');
    await participant.goto(journey.server.url('demo', '/my-access-log?lang=en'));
    const mine = participant.getByRole('table', { name: 'Who has looked at my data' });
    await mine
      .getByRole('row', { name: /Kari Nordmann.*Your record/ })
      .first()
      .waitFor();
    await expectFitsWidth(participant);
    expect(await seriousA11yViolations(participant)).toEqual([]);
    await participantContext.close();
  }, 150_000);
});

/** The admin narrows the access log to one participant and the staff member; the record read is there. */
async function accessLogFor(page: Page, participant: string) {
  const section = page.getByRole('region', { name: 'Tilgangslogg' });
  await section.getByRole('searchbox', { name: 'Deltaker' }).fill(participant);
  await section.getByRole('searchbox', { name: 'Ansatt' }).fill('staff');
  const line = section.getByRole('row', { name: new RegExp(`${participant}.*Journal.*I egen saksmengde`) });
  await line.first().waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
}
