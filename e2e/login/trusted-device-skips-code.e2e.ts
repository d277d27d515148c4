// Journey: a second login on a trusted device skips the SMS code; logging out keeps the device, and
// "log out fully" or a guest logout forgets it.
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import {
  expectSignedIn,
  loginWithSmsCode,
  newPortalContext,
  submitCredentials,
  logOut,
} from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';

describe.skipIf(!chromiumPath)('a trusted device skips the SMS code', () => {
  const journey = useJourney();

  it('logs in without a code the second time, in a new tab of the same browser', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await loginWithSmsCode(page, server, 'demo', 'admin', true);
    await logOut(page);

    const smsBefore = readSmsOutbox(server.dataDir).length;
    await submitCredentials(page, { username: 'admin', trusted: true });
    await expectSignedIn(page);
    expect(readSmsOutbox(server.dataDir).length).toBe(smsBefore);
    await context.close();
  });

  it('asks for the code again on another browser (no device cookie)', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await submitCredentials(page, { username: 'admin', trusted: true });
    await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
    await context.close();
  });

  it('"log out fully" on the code step forgets the device', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await loginWithSmsCode(page, server, 'care', 'leader', true);
    await logOut(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'device_authorization_token')).toBe(
      true,
    );

    // Another user on this browser reaches the code step and logs out fully.
    await submitCredentials(page, { username: 'admin', trusted: true });
    await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
    await page.getByRole('button', { name: 'Log out fully' }).click();
    await page.getByRole('heading', { name: 'Welcome to Demo Omsorg' }).waitFor();
    await expect
      .poll(async () =>
        (await context.cookies()).some((cookie) => cookie.name === 'device_authorization_token'),
      )
      .toBe(false);

    // The device is forgotten: the code is asked again.
    await submitCredentials(page, { username: 'leader', trusted: true });
    await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
    await context.close();
  });
});
