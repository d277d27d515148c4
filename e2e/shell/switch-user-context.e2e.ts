// Journey: the contexts ME and RECIPIENT (§1, §2.3): choosing a participant enters RECIPIENT, which
// changes the menu labels, styling and overview widgets; each context returns to its own last
// visited address; bad values in the address fall back to the defaults.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

const widgets = (page: Page) =>
  page.getByTestId('overview-widget').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget')));

describe.skipIf(!chromiumPath)('switching the user context', () => {
  const journey = useJourney();

  it('changes labels and widgets, and keeps the last visited address per context', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const nav = page.getByTestId('side-menu');
    await nav.getByRole('link', { name: 'My overview' }).waitFor();
    expect(await nav.getAttribute('data-user-context')).toBe('ME');
    await page.getByTestId('overview-widget').first().waitFor();
    expect(await widgets(page)).toContain('DIRECTORY_MY_RECIPIENTS');
    await nav.getByRole('link', { name: 'Chat' }).click();
    await page.waitForURL(/\/chat/);

    await page.getByRole('combobox', { name: 'Find participant' }).fill('Ola');
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await page.waitForURL(/\/overview\?.*user_context=RECIPIENT&selected_patient_id=\d+/);
    await nav.getByRole('link', { name: 'Overview', exact: true }).waitFor();
    expect(await nav.getAttribute('data-user-context')).toBe('RECIPIENT');
    expect(await nav.getByRole('link', { name: 'Participant summary' }).count()).toBe(1);
    await poll(() => page.getByTestId('user-context-banner').textContent()).toBe('Participant: Ola Hansen');
    await page.getByTestId('overview-widget').first().waitFor();
    const recipientWidgets = await widgets(page);
    expect(recipientWidgets).toContain('ACTIVITIES_LOG');
    expect(recipientWidgets).not.toContain('DIRECTORY_MY_RECIPIENTS');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(/\/calendar\?.*user_context=RECIPIENT/);

    await nav.getByRole('button', { name: 'User menu' }).click();
    await page.getByTestId('submenu').getByRole('button', { name: 'Back to my view' }).click();
    await page.waitForURL((url) => url.pathname === '/chat' && !url.search.includes('RECIPIENT'));
    await nav.getByRole('link', { name: 'My overview' }).waitFor();

    await page.getByRole('combobox', { name: 'Find participant' }).fill('Ola');
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/calendar' && url.searchParams.get('user_context') === 'RECIPIENT',
    );
    await context.close();
  });

  it('lands on the defaults for bad values, never on another participant', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/overview?lang=en&user_context=BOSS&foo=bar'));
    await page.waitForURL((url) => !url.search.includes('BOSS'));
    expect(await page.getByTestId('side-menu').getAttribute('data-user-context')).toBe('ME');
    await page.goto(
      journey.server.url('demo', '/overview?lang=en&user_context=RECIPIENT&selected_patient_id=999999'),
    );
    await page.waitForURL((url) => !url.search.includes('999999'));
    expect(await page.getByTestId('side-menu').getAttribute('data-user-context')).toBe('ME');
    await page.goto(journey.server.url('demo', '/no/such/page?lang=en'));
    await page.waitForURL(/\/overview/);
    await page.goto(journey.server.url('demo', '/organizations/import?lang=en'));
    await page.getByTestId('page-title').filter({ hasText: 'Import organizations' }).waitFor();
    await poll(() => page.title()).toBe('Import organizations - Demo Arbeid');
    await context.close();
  });
});
