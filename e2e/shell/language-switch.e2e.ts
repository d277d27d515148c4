// Journey: the language follows ?lang, then the stored choice, then the browser; switching rewrites
// `lang` in the address.
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';

describe.skipIf(!chromiumPath)('language switch', () => {
  const journey = useJourney();

  it('switches between English and Norwegian and remembers the choice', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await page.getByRole('heading', { name: 'Welcome to Demo Arbeid' }).waitFor(); // the browser says English
    await page.getByRole('button', { name: 'Norsk' }).click();
    await page.getByRole('heading', { name: 'Velkommen til Demo Arbeid' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('no');
    expect(await page.getAttribute('html', 'lang')).toBe('no');
    expect(await page.getByRole('button', { name: 'Norsk' }).getAttribute('aria-pressed')).toBe('true');

    await page.goto(server.url('demo', '/login')); // the stored choice
    await page.getByRole('heading', { name: 'Velkommen til Demo Arbeid' }).waitFor();
    await page.goto(server.url('demo', '/login?lang=en')); // the address wins
    await page.getByRole('heading', { name: 'Welcome to Demo Arbeid' }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Norsk' }).click(); // mid-flow: the step stays
    await page.getByRole('heading', { name: 'Logg inn som gjest' }).waitFor();
    await context.close();
  });

  it('defaults to Norwegian for a Norwegian browser', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({ locale: 'nb-NO' });
    const page = await context.newPage();
    await page.goto(server.url('care', '/login'));
    await page.getByRole('heading', { name: 'Velkommen til Demo Omsorg' }).waitFor();
    await context.close();
  });
});
