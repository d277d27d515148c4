// Journey: consents (issue 32 items 1 and 2). An admin publishes a new version of the privacy
// policy (its text in the small editor, by keyboard) and the new version is what the login page's
// footer link reads; a staff member must answer it at the next sign-in (a decline signs out, an
// accept by keyboard goes on); a participant on a phone, in Norwegian, accepts it and withdraws a consent by keyboard on
// their own consents page, and the admin's record of answers shows the withdrawal. Both fit 375 px
// where asked; no serious axe violation; one copy of MUI.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('consents', () => {
  const journey = useJourney();

  it('an admin publishes a new privacy policy version; earlier versions stay listed', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/privacy-and-consents?lang=en'));
    const card = page.locator('[data-consent="Personvernerklæring"]');
    await card.waitFor();
    expect(await card.getAttribute('data-version')).toBe('2');
    expect(await filesHoldingMui(page)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit: Personvernerklæring' }).click();
    const english = page.getByRole('textbox', { name: 'Text in English' });
    await english.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('We keep your answers for five years.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publish new version' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Version 3 was published').waitFor();
    await poll(() => card.getAttribute('data-version')).toBe('3');
    await card.getByRole('button', { name: /^Versions/ }).click();
    await poll(() =>
      card.locator('[data-version]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-version'))),
    ).toEqual(['3', '2', '1']);

    // The login page's footer reads the version in force, without a session.
    const policy = await page.evaluate(async () => (await fetch('/api/consents/privacy-policy')).json());
    expect(policy.policy.version).toBe(3);
    expect(policy.policy.bodyEn).toContain('We keep your answers for five years.');
    await context.close();
  });

  it('a staff member must answer the new version at the next sign-in: a decline signs out, an accept goes on', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff', { until: 'consents' });
    await page.getByRole('heading', { name: 'Personvernerklæring' }).waitFor();
    await page.getByText(/^Version 3, published/).waitFor();
    await page.getByText('We keep your answers for five years.').waitFor();
    expect(await page.getByTestId('top-bar').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Declining asks why, and signs out with the reason on record.
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Decline and sign out' }).click();
    await page.getByText('Write why you decline').waitFor();
    await page.getByLabel('Why do you decline?').fill('I want to read it with my union first');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Decline and sign out' }).click();
    await page
      .getByText('You declined “Personvernerklæring” and have been signed out.', { exact: false })
      .waitFor();
    await page.waitForURL(/\/login/);

    // The next sign-in asks again; accepting by keyboard opens the portal, and it asks no more.
    await signIn(page, journey.server, 'staff', { until: 'consents' });
    await page.getByRole('button', { name: 'I accept' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('top-bar').waitFor();
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    expect(await page.getByRole('heading', { name: 'Before you go on' }).count()).toBe(0);
    await context.close();
  });

  it('a participant withdraws a consent on a phone, in Norwegian; the record shows it', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    // The policy published above is asked for first, here in Norwegian on the phone.
    await signIn(page, journey.server, 'participant', { until: 'consents' });
    await page.getByRole('button', { name: 'Norsk' }).click();
    await page.getByRole('heading', { name: 'Før du går videre' }).waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Jeg godtar' }).click();
    await page.getByTestId('top-bar').waitFor();
    await page.goto(journey.server.url('demo', '/my-consents?lang=no'));
    const login = page.locator('[data-consent="Samtykke ved innlogging"]');
    await login.waitFor().catch(async (error: unknown) => {
      // Name what the page shows instead, so a failure says why.
      throw new Error(`${String(error)}\npage: ${await page.locator('body').innerText()}`);
    });
    expect(await login.getByTestId('consent-state').textContent()).toMatch(/^Godtatt/);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await login.getByRole('button', { name: 'Trekk tilbake: Samtykke ved innlogging' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Trekke tilbake «Samtykke ved innlogging»?' });
    await dialog.getByLabel('Hvorfor (valgfritt)').fill('Vil tenke på det');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Trekk tilbake' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Samtykket ditt er trukket tilbake').waitFor();
    await poll(() => login.getByTestId('consent-state').textContent()).toMatch(/^Trukket tilbake/);
    await context.close();

    const admin = await newPortalContext(journey.browser);
    const adminPage = await admin.newPage();
    // The admin who published the version answers it too before going on.
    await signIn(adminPage, journey.server, 'admin', { until: 'consents' });
    await adminPage.getByRole('button', { name: 'I accept' }).click();
    await adminPage.getByTestId('top-bar').waitFor();
    await adminPage.goto(journey.server.url('demo', '/privacy-and-consents?lang=en'));
    await adminPage.getByRole('tab', { name: 'Login consents' }).click();
    const latest = adminPage.getByTestId('consent-records').locator('tbody tr').first();
    await latest.waitFor();
    expect(await latest.getAttribute('data-action')).toBe('WITHDRAWN');
    expect(await latest.textContent()).toContain('Vil tenke på det');
    expect(await seriousA11yViolations(adminPage)).toEqual([]);
    await admin.close();
  });
});
