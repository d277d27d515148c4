// Journey (issue 28 item 7): staff make an anonymous invitation and copy its link; three people open
// it with no sign-in (one on a phone at 375 px, one in English, one by keyboard only) and answer; the
// results page shows the three answers aggregated; a wrong code shows "not available" (that no identity
// is kept in the answer rows is anonymous.http.test.ts's). No script on the public page, no serious axe violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('anonymous questionnaires', () => {
  const journey = useJourney();

  it('is answered by three people without signing in, and the results show their aggregate', async () => {
    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await staff.goto(journey.server.url('demo', '/anonymous-qnrs?lang=en'));
    await staff.getByRole('combobox', { name: 'Anonymous questionnaire' }).click();
    await staff.getByRole('option').first().click();
    await staff.getByLabel('Label').fill('Vår 2027');
    await staff.getByRole('button', { name: 'Make invitation' }).click();
    await staff.getByText('The invitation was made: share its link').waitFor();
    const row = staff.locator('[data-invitation="Vår 2027"]');
    const link = await row.getByLabel('Link to share').inputValue();
    expect(new URL(link).pathname).toMatch(/^\/anonymous\/[A-Za-z0-9_-]{32,}$/);
    expect(await seriousA11yViolations(staff)).toEqual([]);

    // Three people, none signed in: a phone in Norwegian, a desktop in English, one by keyboard.
    const answer = async (width: number, lang: 'no' | 'en', byKeyboard: boolean) => {
      const context = await newPortalContext(journey.browser, width);
      const page = await context.newPage();
      await page.goto(`${link}${lang === 'en' ? '?lang=en' : ''}`);
      expect(await page.locator('script').count()).toBe(0);
      await expectFitsWidth(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const first = page.locator('input[type=text], input[type=number], textarea').first();
      if (byKeyboard) {
        await page.keyboard.press('Tab');
        await page.keyboard.type('3');
        await page.keyboard.press('Enter');
      } else {
        await first.fill('3');
        await page.getByRole('button', { name: lang === 'en' ? 'Send answers' : 'Send svar' }).click();
      }
      await page
        .getByRole('heading', { name: lang === 'en' ? 'Thank you for your answers!' : 'Takk for svaret!' })
        .waitFor();
      await context.close();
    };
    await answer(375, 'no', false);
    await answer(1280, 'en', false);
    await answer(1280, 'no', true);

    const wrong = await staffContext.newPage();
    await wrong.goto(journey.server.url('demo', '/anonymous/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    await wrong.getByRole('heading', { name: 'Dette skjemaet er ikke tilgjengelig' }).waitFor();

    await staff.reload();
    await poll(() => staff.locator('[data-invitation="Vår 2027"]').textContent()).toContain('3 answers');
    await staff
      .locator('[data-invitation="Vår 2027"]')
      .getByRole('button', { name: 'Results: Vår 2027' })
      .click();
    await staff.getByText('3 answers').waitFor();
    await staff.getByTestId('anonymous-results').waitFor();
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staffContext.close();
  });
});
