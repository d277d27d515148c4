// Journey: an unknown subdomain shows the 404 page "Domain … is not known".
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';

describe.skipIf(!chromiumPath)('unknown tenant', () => {
  const journey = useJourney();

  it('shows the 404 page with the domain', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser, 375);
    const page = await context.newPage();
    const response = await page.goto(server.url('nope', '/login'));
    expect(response?.status()).toBe(404);
    await page.getByText(`Domain nope.localhost:${server.port} is not known`).waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);
    await page.getByRole('button', { name: 'Norsk' }).click();
    await page.getByText(`Domenet nope.localhost:${server.port} er ukjent`).waitFor();
    await context.close();
  });
});
