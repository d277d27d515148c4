// Journey: a guest login (untrusted device): titled for a guest, no forgot-password link, always the
// SMS code, and nothing remembered after logout.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import {
  enterSmsCode,
  expectFitsWidth,
  expectSignedIn,
  newPortalContext,
  submitCredentials,
  logOut,
} from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';

describe.skipIf(!chromiumPath)('guest login', () => {
  const journey = useJourney();

  it('logs in as a guest with the SMS code every time', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser, 375);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Log in as guest' }).waitFor();
    expect(await page.getByRole('button', { name: 'Forgot password?' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();

    let smsBefore = readSmsOutbox(server.dataDir).length;
    await submitCredentials(page, { username: 'participant', trusted: false });
    await enterSmsCode(page, server, smsBefore);
    await expectSignedIn(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'device_authorization_token')).toBe(
      false,
    );
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('token'))),
    ).toEqual([]);

    await logOut(page);
    smsBefore = readSmsOutbox(server.dataDir).length;
    await submitCredentials(page, { username: 'participant', trusted: false });
    await enterSmsCode(page, server, smsBefore);
    await expectSignedIn(page);
    await context.close();
  });

  it('offers the forgot-password link to a regular user only', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await page.getByRole('checkbox', { name: 'Remember me on this device' }).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Log in as regular user' }).waitFor();
    expect(await page.getByRole('button', { name: 'Forgot password?' }).count()).toBe(1);
    await context.close();
  });
});
