// Journey: log in with the SMS code (read from the dev outbox), for a user of each tenant; each
// screen passes axe-core, fits 375 px and works by keyboard alone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath, launchChromium } from '../support/chromium';
import { watchCspViolations } from '../support/csp';
import {
  DEMO_PASSWORD,
  enterSmsCode,
  submitCredentials,
  expectFitsWidth,
  expectSignedIn,
  loginWithSmsCode,
  newPortalContext,
} from '../support/login-journey';
import { readSmsOutbox, waitForSmsCode } from '../support/outbox';
import { startPortalServer, type PortalServer } from '../support/portal-server';

describe.skipIf(!chromiumPath)('login with the SMS code', () => {
  let server: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startPortalServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['demo', 'admin'],
    ['care', 'leader'],
  ])('logs in %s/%s with the code from the outbox', async (tenant, username) => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const cspViolations = watchCspViolations(page);
    await loginWithSmsCode(page, server, tenant, username, false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('shows the region select for a user of several regions, and each screen passes axe at 375 px', async () => {
    const context = await newPortalContext(browser, 375);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await page.getByRole('heading', { name: 'Welcome to Demo Arbeid' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Log in as guest' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    await page.getByLabel('Username').fill('staff');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    const smsBefore = readSmsOutbox(server.dataDir).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    // staff is the same person in both tenants: the related-customer choice comes first.
    await page.getByRole('heading', { name: 'Choose an organisation' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    await page.getByRole('button', { name: 'Demo Arbeid' }).click();
    await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/\d\d:\d\d/);
    expect(await page.getByRole('combobox', { name: 'Region' }).isVisible()).toBe(true);
    expect(await page.getByText(/BankID/).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    // Another region asks for a code again, announced by an info toast: white on the theme's info
    // colour passes axe's contrast too, judged while the toast shows (only the toast: a quick check).
    await waitForSmsCode(server.dataDir, smsBefore, 7);
    const resentBefore = readSmsOutbox(server.dataDir).length;
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { selected: false }).first().click();
    const sending = page.getByRole('status').filter({ hasText: 'Sending new SMS code' });
    await sending.waitFor();
    expect(await seriousA11yViolations(page, '.MuiAlert-filled.MuiAlert-colorInfo')).toEqual([]);
    expect(await sending.isVisible()).toBe(true);
    // Within the resend cooldown (30 s) the server keeps the code and says so, in another info
    // toast; later it sends a new one. Either way the newest code in the outbox logs in.
    const kept = page.getByRole('status').filter({ hasText: 'An SMS code was sent a moment ago' });
    await expect
      .poll(async () => readSmsOutbox(server.dataDir).length > resentBefore || (await kept.count()) > 0)
      .toBe(true);
    await enterSmsCode(page, server, readSmsOutbox(server.dataDir).length - 1);
    await expectSignedIn(page);
    await expectFitsWidth(page);
    await context.close();
  });

  it('can be done by keyboard alone', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('care', '/login'));
    await page.getByRole('heading', { name: 'Welcome to Demo Omsorg' }).waitFor();
    // The checkbox, then Login.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Log in as guest' }).waitFor();
    await page.keyboard.type('participant'); // the username field has focus
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    const smsBefore = readSmsOutbox(server.dataDir).length;
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
    await page.keyboard.type(await waitForSmsCode(server.dataDir, smsBefore, 7)); // the code field has focus
    await page.keyboard.press('Enter');
    await expectSignedIn(page);
    await context.close();
  });

  it('signs in to a related customer on its own subdomain', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await submitCredentials(page, { username: 'staff', trusted: false });
    await page.getByRole('button', { name: 'Demo Omsorg' }).click();
    await page.waitForURL((url) => url.hostname === 'care.localhost' && url.searchParams.has('handover'));
    const smsBefore = readSmsOutbox(server.dataDir).length;
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await enterSmsCode(page, server, smsBefore);
    await expectSignedIn(page);
    expect(new URL(page.url()).hostname).toBe('care.localhost');
    await context.close();
  });

  it('says "Code is wrong" for a wrong code', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Username').fill('leader');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    const smsBefore = readSmsOutbox(server.dataDir).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    const code = await waitForSmsCode(server.dataDir, smsBefore, 7);
    await page.getByLabel(/^SMS code/).fill(code === '1234567' ? '7654321' : '1234567');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Code is wrong').waitFor();
    await page.getByLabel(/^SMS code/).fill('12ab');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid code format').waitFor();
    await context.close();
  });
});
