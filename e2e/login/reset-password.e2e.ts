// Journey: the whole password reset: "forgot password" -> "check your email" -> the link from the
// dev e-mail outbox -> (personal number where the tenant asks for it) -> the 6-digit code from the
// SMS outbox -> a new password -> success -> login with the new password.
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE, nationalIdOf } from '../../server/src/demo/demo-people';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import {
  enterSmsCode,
  expectFitsWidth,
  expectSignedIn,
  newPortalContext,
  submitCredentials,
} from '../support/login-journey';
import { readEmailOutbox, readSmsOutbox, waitForEmailLink, waitForSmsCode } from '../support/outbox';
import type { Page } from 'playwright-core';

const NEW_PASSWORD = 'Ny-passord1';

async function requestResetLink(page: Page, username: string) {
  await page.getByRole('checkbox', { name: 'Remember me on this device' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Reset password' }).waitFor();
  const field = page.getByLabel('Username or e-mail');
  const search = page.getByRole('button', { name: 'Search account' });
  await field.fill('not-an@address');
  await field.blur();
  await page.getByText('Invalid e-mail address').waitFor();
  expect(await search.isDisabled()).toBe(true);
  await field.fill(username);
  await search.click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  expect(await page.getByRole('link', { name: 'Open web mail' }).getAttribute('href')).toMatch(/^https:\/\//);
}

async function setNewPassword(page: Page, dataDir: string, smsBefore: number) {
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page.getByRole('timer').waitFor();
  const code = await waitForSmsCode(dataDir, smsBefore, 6);
  const submit = page.getByRole('button', { name: 'Set new password' });
  await page.getByLabel(/^SMS code/).fill(code);
  await page.getByLabel(/^New password/).fill('ab~c');
  await page.getByText('~ are restricted').waitFor();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(`${NEW_PASSWORD}x`);
  await page.getByText('Passwords do not match').waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
  await expect.poll(() => submit.isDisabled()).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expectFitsWidth(page);
  await page.getByLabel(/^Confirm password/).press('Enter'); // Enter on confirm submits
  await page.getByRole('heading', { name: 'Password reset successful' }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.waitForURL(/\/login/);
}

describe.skipIf(!chromiumPath)('reset password', () => {
  const journey = useJourney();

  it('resets the password of a demo user by e-mail link and SMS code', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser, 375);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    const mailsBefore = readEmailOutbox(server.dataDir).length;
    await requestResetLink(page, 'leader');
    const link = await waitForEmailLink(server.dataDir, mailsBefore);
    expect(new URL(link).pathname).toBe('/reset-password');

    const smsBefore = readSmsOutbox(server.dataDir).length;
    await page.goto(link);
    await setNewPassword(page, server.dataDir, smsBefore);

    const loginSms = readSmsOutbox(server.dataDir).length;
    await submitCredentials(page, { username: 'leader', password: NEW_PASSWORD, trusted: false });
    await enterSmsCode(page, server, loginSms);
    await expectSignedIn(page);
    await context.close();
  });

  it('asks for the personal number first where the tenant requires it, in Norwegian too', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('care', '/login'));
    const mailsBefore = readEmailOutbox(server.dataDir).length;
    await requestResetLink(page, 'participant');
    const link = await waitForEmailLink(server.dataDir, mailsBefore);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const pnr = page.getByLabel(/^Personal number/);
    await pnr.fill('12ab345');
    expect(await pnr.inputValue()).toBe('12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('exact eleven digits').waitFor();
    await pnr.fill('15078512324');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid personal number').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Norsk' }).click();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('no');
    await page.getByRole('heading', { name: 'Velg nytt passord' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();

    const person = DEMO_PEOPLE.care.find((candidate) => candidate.username === 'participant');
    if (!person) throw new Error('no care participant in the demo data');
    const smsBefore = readSmsOutbox(server.dataDir).length;
    await pnr.fill(nationalIdOf(person));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Back' }).waitFor(); // Back, since a personal number was asked
    await setNewPassword(page, server.dataDir, smsBefore);
    await context.close();
  });

  it('shows the error screen for a link that is not valid', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/reset-password?code=not-a-real-code'));
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText('Please contact your team leader.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
