// Journey: generate and sign (issue 14 parts 5 and 8, "Done when"): a staff user generates a
// document for Ola Hansen from a template and his questionnaire's answers (the preview shows the
// answers merged in), sends it for signing; Ola is told by SMS (a link to the portal, no secret in
// it), opens it on his phone (375 px, Norwegian), signs by keyboard, and the signed PDF he
// downloads carries a valid PAdES signature over the whole file. No serious axe violation.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPades } from '../../server/src/areas/documents/signing/verify-pades';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('a generated document signed by the participant', () => {
  const journey = useJourney();
  let signPath = '';

  it('staff generates a document from the questionnaire answers and sends it for signing', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/generate?lang=en'));
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: /Oppsummering av kartlegging/ }).click();
    await main.getByRole('combobox', { name: 'Participant' }).click();
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await main.getByRole('combobox', { name: 'Questionnaire answers' }).click();
    await page
      .getByRole('option', { name: /answered/ })
      .first()
      .click();
    await main.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('generate-preview');
    await preview.waitFor();
    const text = await preview.textContent();
    expect(text).toContain('Oppsummering av kartlegging – Ola Hansen');
    expect(text).toContain('Hvordan går det: Bra');
    expect(text).toContain('Motivasjon (1–10): 6');
    expect(text).not.toContain('[?');
    // Laid out as the PDF is (issue 26 item 9): headings, bold and bullets, no markdown markers.
    expect(text).not.toMatch(/#|\*\*/);
    expect(await preview.getByRole('heading', { name: 'Oppsummering av kartleggingen' }).count()).toBe(1);
    expect(await preview.locator('strong').first().textContent()).toBe('Ola Hansen');
    expect(await preview.getByRole('listitem').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Generate PDF' }).click();
    await page.getByTestId('generated-document').waitFor();
    const smsBefore = readSmsOutbox(journey.server.dataDir).length;
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
    expect(message?.to).toBe('+4799100004');
    expect(message?.content).toContain('til signering');
    const link = /https?:\/\/\S+\/customer\/documents\/sign\/(\d+)/.exec(message?.content ?? '');
    expect(link).not.toBeNull();
    signPath = `/customer/documents/sign/${link?.[1] ?? ''}`;
    await context.close();
  });

  it('the participant signs on a phone, in Norwegian, by keyboard; the signed PDF verifies', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'participant');
    await page.goto(journey.server.url('demo', `${signPath}?lang=no`));
    const screen = page.getByTestId('sign-document');
    await screen.waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Signer et dokument');
    expect(await screen.textContent()).toContain('Oppsummering av kartlegging');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The document can be read before signing.
    const [original] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Les dokumentet (PDF)' }).click(),
    ]);
    expect(original.suggestedFilename()).toMatch(/\.pdf$/);

    // By keyboard: tick the confirmation with Space, then Sign with Enter.
    await page.getByLabel('Jeg har lest dokumentet og signerer det').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Signer', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Alle har signert. Den signerte PDF-en er klar.').waitFor();
    await poll(() => page.getByTestId('signature-check').textContent()).toBe('Signaturen er gyldig');
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [signed] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Last ned signert PDF' }).click(),
    ]);
    const file = path.join(journey.server.dataDir, 'signed-download.pdf');
    await signed.saveAs(file);
    const check = verifyPades(await readFile(file));
    expect(check).toMatchObject({ valid: true, coversWholeFile: true });
    await context.close();
  });
});
