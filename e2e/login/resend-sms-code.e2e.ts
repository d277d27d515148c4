// Journey: the SMS code's countdown runs out (a 5-second validity here), the resend button appears,
// "Sending new SMS code" shows, and the new code logs in.
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { enterSmsCode, expectSignedIn, newPortalContext, submitCredentials } from '../support/login-journey';
import { readSmsOutbox, waitForSmsCode } from '../support/outbox';

describe.skipIf(!chromiumPath)('resend the SMS code after the countdown', () => {
  const journey = useJourney({ SMS_CODE_TTL_SECONDS: '5' });

  it('resends at zero and logs in with the new code', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    const firstBefore = readSmsOutbox(server.dataDir).length;
    await submitCredentials(page, { username: 'admin', trusted: false });
    await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
    const firstCode = await waitForSmsCode(server.dataDir, firstBefore, 7);
    expect(await page.getByRole('button', { name: 'Send new code' }).count()).toBe(0);
    const resend = page.getByRole('button', { name: 'Send new code' });
    await resend.waitFor({ timeout: 15_000 });
    expect(await page.getByText('The code has expired.').isVisible()).toBe(true);

    // The expired code is refused.
    await page.getByLabel(/^SMS code/).fill(firstCode);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('The sms code has expired').waitFor();

    const secondBefore = readSmsOutbox(server.dataDir).length;
    await resend.click();
    await page.getByRole('status').filter({ hasText: 'Sending new SMS code' }).waitFor();
    await expect.poll(() => page.getByRole('timer').count()).toBe(1);
    await enterSmsCode(page, server, secondBefore);
    await expectSignedIn(page);
    await context.close();
  });
});
