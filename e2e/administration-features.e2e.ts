// Journey: the administration page (§2.6) and the privacy and consents page (§2.7) as an admin: the
// tenant's features by tab (organizations among them), a switch saved and audited by the server,
// the privacy tabs by feature; no serious axe-core violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { chromiumPath } from './support/chromium';
import { useJourney } from './support/journey-setup';
import { enterSmsCode, newPortalContext, submitCredentials } from './support/login-journey';
import { readSmsOutbox } from './support/outbox';
import type { PortalServer } from './support/portal-server';

/** expect.poll with room for a busy machine (the default gives up after 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Password, the organisation choice when the user has more than one, the SMS code; then the shell. */
async function signIn(page: Page, server: PortalServer, username: string) {
  await page.goto(server.url('demo', '/login?lang=en'));
  const smsBefore = readSmsOutbox(server.dataDir).length;
  await submitCredentials(page, { username, trusted: false });
  const chooser = page.getByRole('button', { name: 'Demo Arbeid' });
  await Promise.race([
    chooser.waitFor(),
    page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor(),
  ]);
  if (await chooser.isVisible()) await chooser.click();
  await enterSmsCode(page, server, smsBefore);
  await page.getByTestId('top-bar').waitFor();
}

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
    const showChat = page.getByLabel('chat_ShowChat', { exact: true });
    expect(await showChat.isChecked()).toBe(true);
    await showChat.click();
    await poll(() => showChat.isChecked()).toBe(false);
    await page.getByText('chat_ShowChat turned off').waitFor();
    await poll(() => nav.getByRole('link', { name: 'Chat' }).count()).toBe(0);
    await showChat.click();
    await page.getByText('chat_ShowChat turned on').waitFor();
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
