// Journey: the administration page (§2.6) and the privacy and consents page (§2.7) as an admin: the
// tenant's features by tab (organizations among them), a switch saved and audited by the server,
// the privacy tabs by feature; no serious axe-core violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('administration and privacy', () => {
  const journey = useJourney();

  it('switches a feature, saved and audited, and the menu follows', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    const nav = page.getByTestId('side-menu');
    await nav.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('submenu').getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL(/\/settings\/administration/);
    await poll(() => page.title()).toBe('Administration - Demo Arbeid');
    const tabs = page.getByRole('tablist', { name: 'Feature groups' });
    await tabs.getByRole('tab', { name: 'Organizations' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await tabs.getByRole('tab', { name: 'Chat' }).click();
    // Each flag by its label and description, its code name beside them (issue 32 item 7).
    const showChat = page.getByLabel(/chat_ShowChat/);
    expect(await showChat.isChecked()).toBe(true);
    await showChat.click();
    await poll(() => showChat.isChecked()).toBe(false);
    await page.getByText('Chat turned off').first().waitFor();
    await poll(() => nav.getByRole('link', { name: 'Chat' }).count()).toBe(0);
    await showChat.click();
    await page.getByText('Chat turned on').first().waitFor();
    await nav.getByRole('link', { name: 'Chat' }).waitFor();
    await context.close();
  });

  it('shows the privacy and consents tabs the features allow', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/privacy-and-consents?lang=en'));
    const tabs = page.getByRole('tablist', { name: 'Privacy and consents' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Privacy policy',
      'Login consents',
      'Questionnaire consents',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
