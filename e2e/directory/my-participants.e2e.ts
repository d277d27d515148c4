// Journey: my participants (§2.3, issue 30 item 1): a staff member pages, searches, sorts and filters
// their caseload, moves between the sub-views, opens a group's members and chooses a participant,
// which enters the RECIPIENT context with them selected. National ids are masked for staff. By
// keyboard; on a phone in Norwegian; one copy of MUI; no serious axe violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

const rowNames = (page: Page) =>
  page
    .getByTestId('participant-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a, .MuiListItemText-primary')?.textContent ?? ''));

describe.skipIf(!chromiumPath)('my participants', () => {
  const journey = useJourney();

  it('a staff member searches, filters and opens a participant in the RECIPIENT context', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/my-participants?lang=en'));
    await page.getByTestId('participant-table').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('My participants');
    expect(await filesHoldingMui(page)).toHaveLength(1);
    const all = await rowNames(page);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // National ids are masked for a staff member.
    expect(await page.getByTestId('participant-table').textContent()).toMatch(/\d{6}\*{5}/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Search by keyboard: part of a name.
    await page.getByTestId('participant-search').focus();
    await page.keyboard.type('ahme');
    await poll(() => rowNames(page).then((names) => names.sort())).toEqual(['Ahmed Ali', 'Sara Ahmed']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await poll(() => rowNames(page).then((names) => names.length)).toBe(all.length);

    // The waiting sub-view is its own address and shows only invited participants.
    await page.getByTestId('view-waiting').click();
    await page.waitForURL(/\/my-participants\/waiting/);
    await page.getByTestId('participant-table').waitFor();
    const statuses = () => page.getByTestId('participant-table').locator('tbody .MuiChip-label').allTextContents();
    await poll(async () => [...new Set(await statuses())]).toEqual(['Waiting']);

    // Groups: a group opens the list of its members.
    await page.getByTestId('view-groups').click();
    await page.waitForURL(/\/my-participants\/groups/);
    await page.getByTestId('group-list').waitFor();
    await page.getByRole('button', { name: /Show the members of Oppstartsgruppe/ }).click();
    await page.waitForURL(/\/my-participants\/all\?.*group=/);
    await page.getByTestId('participant-table').waitFor();
    await poll(() => rowNames(page).then((names) => names.length)).toBe(3);

    // Choosing a participant enters the RECIPIENT context with them selected.
    const name = (await rowNames(page))[0]!;
    await page.getByRole('link', { name: `Open ${name}` }).press('Enter');
    await page.waitForURL(/user_context=RECIPIENT&selected_patient_id=\d+/);
    await context.close();
  });

  it('on a phone, in Norwegian, the list fits and pages', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/my-participants/accepted?lang=no'));
    await page.getByTestId('participant-list').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Mine deltakere');
    expect(await page.getByTestId('participant-list').textContent()).toMatch(/Aktiv/);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('participant-list').getByRole('button').first().click();
    await page.waitForURL(/user_context=RECIPIENT&selected_patient_id=\d+/);
    await context.close();
  });
});
