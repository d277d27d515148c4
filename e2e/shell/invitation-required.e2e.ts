// Journey: §4 Invitation. A TEMPORARY participant without an invitation code, chosen by a staff
// member (RECIPIENT context): the share items are hidden and a messaging page shows the blocking
// "Invitation required" dialog; its button sends the invitation link, after which the page opens.
// The demo data has no recipient row for the user `temporary`; this journey links one (see the report).
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { readEmailOutbox, readSmsOutbox } from '../support/outbox';
import { poll, signIn, withRows, DEMO, userId } from '../support/shell-journey';

const TEMPORARY_RECIPIENT = [
  `INSERT INTO recipients (customer_id, user_id, full_name, mobile_phone) VALUES (${DEMO}, ${userId('temporary')}, 'Tore Lund', '+4799100005')`,
];

describe.skipIf(!chromiumPath)('invitation required', () => {
  const journey = useJourney({}, (server) => withRows(server, TEMPORARY_RECIPIENT));

  it('blocks the messaging pages until an invitation is sent, and hides share', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.getByRole('combobox', { name: /participant/ }).fill('Tore');
    await page.getByRole('option', { name: 'Tore Lund' }).click();
    await page.waitForURL(/user_context=RECIPIENT/);
    const nav = page.getByTestId('side-menu');
    await nav.getByRole('button', { name: 'All questionnaires' }).click();
    // No "Share" while an invitation is required; the apps' own entries follow §2.4's.
    await poll(() => page.getByTestId('submenu').getByRole('link').allTextContents()).toEqual([
      'All questionnaires/forms',
      'Anonymous questionnaires',
      'Questionnaire templates',
      'Send questionnaires',
      'Parcels',
    ]);
    await nav.getByRole('link', { name: 'Inbox/outbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitation required' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(/\/overview\?.*user_context=RECIPIENT/);
    await nav.getByRole('link', { name: 'Inbox/outbox' }).click();
    await dialog.waitFor();
    const before =
      readSmsOutbox(journey.server.dataDir).length + readEmailOutbox(journey.server.dataDir).length;
    await dialog.getByRole('button', { name: 'Send invitation link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(
      () => readSmsOutbox(journey.server.dataDir).length + readEmailOutbox(journey.server.dataDir).length,
    ).toBeGreaterThan(before);
    await page.getByTestId('page-title').filter({ hasText: 'Inbox and outbox' }).waitFor();
    await nav.getByRole('button', { name: 'All questionnaires' }).click();
    await poll(() => page.getByTestId('submenu').getByRole('link').allTextContents()).toContain('Share');
    await context.close();
  });

  it('leaves the ME context unrestricted', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/inbox-outbox?lang=en'));
    await page.getByTestId('page-title').filter({ hasText: 'Inbox and outbox' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Invitation required' }).count()).toBe(0);
    await context.close();
  });
});
