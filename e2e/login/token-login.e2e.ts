// Journey: the token-login paths. Without a token: the error toast and the login page; with a token
// that does not work: /UnableToLogFromEPR.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';

describe.skipIf(!chromiumPath)('token login', () => {
  const journey = useJourney();

  it.each(['/login/epr', '/login/connector/'])(
    '%s without a token shows the error toast and the login page',
    async (path) => {
      const { server, browser } = journey;
      const context = await newPortalContext(browser);
      const page = await context.newPage();
      await page.goto(server.url('demo', path));
      await page.getByRole('alert').filter({ hasText: 'Not logged in: the token is missing.' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Welcome to Demo Arbeid' }).waitFor();
      await context.close();
    },
  );

  it('a token that does not work goes to /UnableToLogFromEPR', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser, 375);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login/epr/not-a-valid-token'));
    await page.waitForURL(/\/UnableToLogFromEPR$/);
    await page.getByRole('heading', { name: 'Unable to log in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@demo.example.org',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
