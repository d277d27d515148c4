// Journey (issue 31 items 5 and 6): a staff member writes an SMS template with merge fields, in
// Norwegian on a phone; the preview fills them and counts a text with æøå as GSM-7 (one part at
// 160, two at 161); an unknown merge field is named and refused by the server, nothing saved; the
// saved template is sent to a participant and the SMS, filled, reaches the dev outbox. Keyboard
// only for the form; no serious axe violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('messaging: SMS templates', () => {
  const journey = useJourney();

  it('writes a template with merge fields, counts æøå right, refuses an unknown field and sends it', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/sms-templates?lang=no'));
    await page.getByTestId('sms-template-list').waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('SMS-maler');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ny SMS-mal' }).click();
    const form = page.getByTestId('sms-template-form');
    await form.waitFor();

    await form.getByLabel('Tittel').fill('Blåbærtur');
    const text = form.getByRole('textbox', { name: 'Tekst' });
    // 160 characters of æøå: one SMS in GSM-7; one more: two.
    await text.fill('æøå'.repeat(53) + 'æ');
    await poll(() => page.getByTestId('sms-length').textContent()).toBe('160 tegn (GSM-7) · 1 SMS');
    await text.press('End');
    await text.pressSequentially('å');
    await poll(() => page.getByTestId('sms-length').textContent()).toBe('161 tegn (GSM-7) · 2 SMS');

    await text.fill('Hei {{fornavn}}');
    await page.getByText('{{fornavn}} er ikke et flettefelt').waitFor();
    await form.getByRole('button', { name: 'Lagre' }).click();
    await form.getByText(/som ikke er et flettefelt: bruk/).waitFor();

    await text.fill('Hei ');
    await text.press('End');
    await form.getByRole('button', { name: 'Fornavn' }).click();
    await text.press('End');
    await text.pressSequentially('! Nytt skjema i ');
    await form.getByRole('button', { name: 'Portalens navn' }).click();
    await text.press('End');
    await text.pressSequentially(': ');
    await form.getByRole('button', { name: 'Lenke' }).click();
    expect(await text.inputValue()).toBe('Hei {{first_name}}! Nytt skjema i {{tenant_name}}: {{link}}');
    await page
      .getByTestId('sms-preview')
      .getByText('Hei Kristoffer! Nytt skjema i Demo Arbeid: https://')
      .waitFor();
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Lagre' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('sms-template-list').getByText('Blåbærtur').waitFor();

    await page.getByRole('button', { name: 'Send: Blåbærtur' }).click();
    const send = page.getByTestId('sms-send');
    await send.waitFor();
    const before = readSmsOutbox(journey.server.dataDir).length;
    await send.getByRole('checkbox').first().check();
    await send.getByRole('button', { name: 'Send SMS' }).click();
    await send.getByText(/1 SMS er på vei/).waitFor();
    await expect
      .poll(
        () =>
          readSmsOutbox(journey.server.dataDir)
            .slice(before)
            .map((sms) => sms.content),
        { timeout: 20_000 },
      )
      .toEqual([
        expect.stringMatching(/^Hei \S+! Nytt skjema i Demo Arbeid: https?:\/\/demo\.localhost[^ ]*\/login$/),
      ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
