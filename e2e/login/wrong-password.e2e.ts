// Journey: a wrong password gives the §8 message as a red toast (in the chosen language); an empty
// password, once touched, says the field is required.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext, submitCredentials } from '../support/login-journey';

describe.skipIf(!chromiumPath)('wrong password', () => {
  const journey = useJourney();

  it('shows "Incorrect login information. Please try again!"', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await submitCredentials(page, { username: 'admin', password: 'wrong-password', trusted: false });
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Incorrect login information. Please try again!' });
    await toast.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    await context.close();
  });

  it('reads the message in Norwegian and marks a touched empty password', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login?lang=no'));
    await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
    await page.getByLabel('Brukernavn').fill('leader');
    await page.getByLabel(/^Passord/).focus();
    await page.getByLabel('Brukernavn').focus();
    await page.getByText('Dette feltet er påkrevd').waitFor();
    expect(await page.getByRole('button', { name: 'Fortsett' }).isDisabled()).toBe(true);
    await page.getByLabel(/^Passord/).fill('feil');
    await page.getByRole('button', { name: 'Fortsett' }).click();
    await page.getByRole('alert').filter({ hasText: 'Feil innloggingsinformasjon. Prøv igjen!' }).waitFor();
    await context.close();
  });
});
