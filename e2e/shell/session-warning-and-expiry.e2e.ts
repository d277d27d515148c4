// Journey: with a 1-minute session (vt 1), the warning shows once 15 % is left with a mm:ss
// countdown; "stay logged in" brings a new token; idling on logs out and says the session expired.
// Playwright's clock moves time forward instead of waiting.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { loginWithSmsCode, newPortalContext } from '../support/login-journey';
import { startPortalServer } from '../support/portal-server';
import { updateCustomer } from '../support/tenant-settings';

describe.skipIf(!chromiumPath)('session warning and expiry', () => {
  const journey = useJourney({}, async (server) => {
    await server.stop({ keepData: true });
    await updateCustomer(server.dataDir, 'demo', 'session_validity_minutes = $2', [1]);
    return startPortalServer({}, { dataDir: server.dataDir });
  });

  it('warns, extends on "stay logged in", then expires when idle', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    await loginWithSmsCode(page, server, 'demo', 'admin', false);
    const firstToken = await page.evaluate(() => sessionStorage.getItem('portal.session_token'));
    expect(firstToken).toBeTruthy();

    // 60 s validity: the warning comes 9 s (15 %) before the end.
    await page.clock.fastForward(52_000);
    const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
    await warning.waitFor();
    // Hold the page's time while reading the countdown.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
    await expect.poll(() => warning.getByRole('timer').textContent()).toMatch(/^00:0\d$/);
    await page.clock.resume(); // axe needs the page's timers; the 9 seconds are enough for it
    expect(await seriousA11yViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Stay logged in' }).click();
    await warning.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('portal.session_token')))
      .not.toBe(firstToken);

    // Idle to the end: logged out, the dialog says so, close leaves the login page.
    await page.clock.fastForward(52_000);
    await warning.waitFor();
    await page.clock.fastForward(10_000);
    const expired = page.getByRole('dialog', { name: 'Your session has expired' });
    await expired.waitFor();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session_token'))).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expired.getByRole('button', { name: 'Close' }).click();
    await expired.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Welcome to Demo Arbeid' }).waitFor();
    await context.close();
  });
});
