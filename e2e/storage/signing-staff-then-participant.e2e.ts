// Journey: staff signs too (issue 14 part 8, signed_by_therapist). A staff user generates a
// confirmation for Ola Hansen, sends it for signing with "Staff signs too", and signs it at once in
// the browser; the participant is told by SMS, signs on a phone (375 px, Norwegian) by keyboard, and
// the signed PDF he downloads holds two signatures, one per signer, each valid over its revision.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyEachSignature } from '../../server/src/areas/documents/signing/verify-pades';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('a document signed by staff, then by the participant', () => {
  const journey = useJourney();
  // Each test signs in and runs axe more than once: on a loaded 2-core CI machine that alone can
  // pass the default 60 s, so each has 180 s (every step waits for a state, never for time).
  let signPath = '';

  it('staff generates a document, sends it for signing with staff signing too, and signs it', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/generate?lang=en'));
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: /Bekreftelse på deltakelse/ }).click();
    await main.getByRole('combobox', { name: 'Participant' }).click();
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await main.getByRole('button', { name: 'Generate PDF' }).click();
    await page.getByTestId('generated-document').waitFor();

    const smsBefore = readSmsOutbox(journey.server.dataDir).length;
    const staffSigns = main.getByRole('checkbox', { name: 'Staff signs too' });
    await staffSigns.check();
    await poll(() => staffSigns.isChecked()).toBe(true);
    await main.getByRole('button', { name: 'Send for signing' }).click();
    await page.getByText('Ola Hansen was told by SMS.').waitFor();
    await poll(() =>
      readSmsOutbox(journey.server.dataDir)
        .slice(smsBefore)
        .some((entry) => entry.content.includes('/customer/documents/sign/')),
    ).toBe(true);
    const message = readSmsOutbox(journey.server.dataDir)
      .slice(smsBefore)
      .find((entry) => entry.content.includes('/customer/documents/sign/'));
    const link = /https?:\/\/\S+\/customer\/documents\/sign\/(\d+)/.exec(message?.content ?? '');
    expect(link).not.toBeNull();
    signPath = `/customer/documents/sign/${link?.[1] ?? ''}`;

    // Staff signs in the browser, straight from the generate page.
    await main.getByRole('button', { name: 'Sign it now' }).click();
    const screen = page.getByTestId('sign-document');
    await screen.waitFor();
    await poll(() => page.url()).toContain(signPath);
    await poll(() => screen.textContent()).toContain('Waiting for: participant, staff');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const confirm = page.getByLabel('I have read the document and sign it');
    await confirm.check();
    await poll(() => confirm.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await poll(() => screen.getAttribute('data-status')).toBe('SENT');
    await poll(() => screen.textContent()).toMatch(/Signed by Kari Nordmann \(staff\)/);
    await poll(() => screen.textContent()).toContain('Waiting for: participant');
    expect(await screen.getByRole('button', { name: 'Sign', exact: true }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('the participant signs on a phone, in Norwegian, by keyboard; the PDF holds both signatures', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'participant');
    await page.goto(journey.server.url('demo', `${signPath}?lang=no`));
    const screen = page.getByTestId('sign-document');
    await screen.waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Signer et dokument');
    await poll(() => screen.textContent()).toMatch(/Signert av Kari Nordmann \(ansatt\)/);
    expect(await screen.textContent()).toContain('Venter på: deltaker');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // By keyboard: tick the confirmation with Space, then Sign with Enter.
    const confirm = page.getByLabel('Jeg har lest dokumentet og signerer det');
    await confirm.focus();
    await page.keyboard.press('Space');
    await poll(() => confirm.isChecked()).toBe(true);
    const sign = page.getByRole('button', { name: 'Signer', exact: true });
    await poll(() => sign.isEnabled()).toBe(true);
    await sign.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Alle har signert. Den signerte PDF-en er klar.').waitFor();
    await poll(() => screen.getAttribute('data-status')).toBe('SIGNED');
    await poll(() => page.getByTestId('signature-check').textContent()).toBe('Signaturen er gyldig');
    await poll(() => page.getByTestId('signature-count').textContent()).toBe('Hver signatur er gyldig (2)');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [signed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Last ned signert PDF' }).click(),
    ]);
    const file = path.join(journey.server.dataDir, 'signed-by-both.pdf');
    await signed.saveAs(file);
    const checks = verifyEachSignature(await readFile(file));
    expect(checks.map((check) => ({ name: check.name, valid: check.valid }))).toEqual([
      { name: 'Kari Nordmann', valid: true },
      { name: 'Ola Hansen', valid: true },
    ]);
    expect(checks.every((check) => check.coversRevision)).toBe(true);
    expect(checks.at(-1)?.coversWholeFile).toBe(true);
    await context.close();
  }, 180_000);
});
