// Journey (issue 30 items 2, 4, 5): a staff member adds a participant (a bad national id is refused
// first) and invites them by SMS; the participant opens the link, chooses a password, signs in and
// moves to accepted. The staff member makes a group, puts the participant in it and finds them by
// the group filter. Then, on a phone in Norwegian: the case is ended, shows under "to be deleted",
// is restored, ended again, and the deletion job (the server's clock moved past the retention
// period) removes the personal data while the deletion log keeps the participant's number only.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateSyntheticNationalId } from '@portal/rules';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { enterSmsCode, expectFitsWidth, newPortalContext, submitCredentials } from '../support/login-journey';
import { readSmsOutbox, waitForSmsCode } from '../support/outbox';
import type { PortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const NAME = 'Astrid Journeysen';
const MOBILE = '+4795512345';
const PASSWORD = 'Astrids-passord1';

const rowNames = (page: Page) =>
  page
    .getByTestId('participant-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a, .MuiListItemText-primary')?.textContent ?? ''));

/** The invitation SMS's link, once the SMS queue's job has sent it. */
async function invitationLink(server: PortalServer): Promise<URL> {
  let link: string | undefined;
  await poll(() => {
    const sms = readSmsOutbox(server.dataDir).findLast((m) => m.to === MOBILE && m.content.includes('/reset-password'));
    link = sms ? /https?:\/\/\S+/.exec(sms.content)?.[0] : undefined;
    return link !== undefined;
  }).toBe(true);
  return new URL(link!);
}

async function addAndInvite(page: Page, server: PortalServer) {
  await page.goto(server.url('demo', '/my-participants?lang=en'));
  await page.getByRole('button', { name: 'Add participant' }).click();
  const form = page.getByTestId('add-participant-form');
  await form.getByLabel(/^Full name/).fill(NAME);
  await form.getByLabel(/^National id/).fill('12345678901');
  await form.getByLabel(/^Mobile number/).fill('955 12 345');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByRole('alert').getByText('The national id is not a valid Norwegian national identity number').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByLabel(/^National id/).fill(generateSyntheticNationalId('1991-06-14', 312));
  await form.getByLabel(/^National id/).press('Enter');
  await page.getByTestId('add-notice').getByText(`${NAME} was added and invited by SMS.`).waitFor();
}

async function participantSignsIn(page: Page, server: PortalServer, link: URL) {
  await page.goto(server.url('demo', `${link.pathname}${link.search}`));
  const smsBefore = readSmsOutbox(server.dataDir).length;
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page.getByLabel(/^SMS code/).fill(await waitForSmsCode(server.dataDir, smsBefore, 6));
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).press('Enter');
  await page.getByRole('heading', { name: 'Password reset successful' }).waitFor();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.waitForURL(/\/login/);
  const loginSms = readSmsOutbox(server.dataDir).length;
  await submitCredentials(page, { username: 'astrid.journeysen', password: PASSWORD, trusted: false });
  await enterSmsCode(page, server, loginSms);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function groupAndFilter(page: Page, server: PortalServer) {
  await page.goto(server.url('demo', '/my-participants/groups?lang=en'));
  await page.getByLabel(/^Group name/).fill('Jobbklubb');
  await page.getByRole('button', { name: 'Make group' }).click();
  await page.getByText('The group Jobbklubb was made.').waitFor();
  await page.goto(server.url('demo', '/my-participants/accepted?lang=en'));
  await page.getByTestId('participant-search').fill('Journeysen');
  await poll(() => rowNames(page)).toEqual([NAME]);
  await page.getByRole('button', { name: `Manage ${NAME}` }).click();
  const member = page.getByRole('checkbox', { name: 'Member of Jobbklubb' });
  // The box follows the server: it shows checked once the membership is saved.
  await member.click();
  await poll(() => member.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto(server.url('demo', '/my-participants/groups?lang=en'));
  await page.getByRole('button', { name: 'Show the members of Jobbklubb' }).click();
  await page.waitForURL(/group=/);
  await poll(() => rowNames(page)).toEqual([NAME]);
}

describe.skipIf(!chromiumPath)('adding, inviting, groups and the end of a case', () => {
  const journey = useJourney();

  it('a staff member adds and invites; the participant signs in and is accepted; the group filter finds them', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'staff');
    await addAndInvite(page, server);
    const link = await invitationLink(server);

    const theirs = await newPortalContext(browser, 375);
    await participantSignsIn(await theirs.newPage(), server, link);
    await theirs.close();

    await page.goto(server.url('demo', '/my-participants/accepted?lang=en'));
    await page.getByTestId('participant-search').fill('Journeysen');
    await poll(() => rowNames(page)).toEqual([NAME]);
    await groupAndFilter(page, server);
    await context.close();
  }, 120_000);

  it('on a phone in Norwegian: end the case, restore, end again; the job removes the personal data', async () => {
    await endRestoreAndDelete(journey.browser, journey.server);
  }, 120_000);
});

async function endRestoreAndDelete(browser: Parameters<typeof newPortalContext>[0], server: PortalServer) {
  let context = await newPortalContext(browser, 375);
  let page = await context.newPage();
  await signIn(page, server, 'staff');
  await page.goto(server.url('demo', '/my-participants/accepted?lang=no'));
  await page.getByTestId('participant-search').fill('Journeysen');
  await poll(() => rowNames(page)).toEqual([NAME]);
  await page.getByRole('button', { name: `Administrer ${NAME}` }).click();
  await page.getByRole('button', { name: 'Avslutt saken' }).click();
  await page.getByTestId('manage-notice').getByText(/Saken er avsluttet/).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Lukk' }).click();

  await page.goto(server.url('demo', '/my-participants/to-be-deleted?lang=no'));
  await page.getByTestId('participant-search').fill('Journeysen');
  await poll(() => rowNames(page)).toEqual([NAME]);
  await expectFitsWidth(page);
  await page.getByRole('button', { name: `Administrer ${NAME}` }).click();
  await page.getByRole('button', { name: 'Gjenopprett' }).press('Enter');
  await page.getByTestId('manage-notice').getByText('Saken ble gjenopprettet.').waitFor();
  await page.getByRole('button', { name: 'Avslutt saken' }).click();
  await page.getByTestId('manage-notice').getByText(/Saken er avsluttet/).waitFor();
  await page.getByRole('button', { name: 'Lukk' }).click();

  // The retention period (30 days in the demo) passes: the clock moves 31 days and the job runs.
  await page.evaluate(async () => {
    const token = sessionStorage.getItem('portal.session_token');
    await fetch('/api/questionnaires/test/advance-clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ms: 31 * 86_400_000 }),
    });
  });
  // The moved clock ended the session: a new browser context signs in again.
  await context.close();
  context = await newPortalContext(browser, 375);
  page = await context.newPage();
  await signIn(page, server, 'staff');
  await page.goto(server.url('demo', '/my-participants/to-be-deleted?lang=no'));
  await page.getByTestId('deletion-log').getByText(/Deltaker nr\. \d+: sak avsluttet/).waitFor();
  await page.getByTestId('participant-search').fill('Journeysen');
  await page.getByText('Ingen deltakere passer.').waitFor();
  expect(await page.getByTestId('deletion-log').textContent()).not.toContain('Journeysen');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectFitsWidth(page);
  await context.close();
}
