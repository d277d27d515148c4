// Journey: the signed copy (issue 33 item 7). Staff generates a document for Ola Hansen and sends it
// for signing; on a 375 px phone, in Norwegian and then in English, Ola signs by keyboard, opens his
// documents, sees the document marked signed, downloads it, and the downloaded bytes are the signed
// copy the server keeps (compared byte for byte through the API), whose PAdES signature verifies.
// The preview shows the pages as images as wide as the phone (readable), not a blank box.
// No serious axe violation, no horizontal scrolling.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { verifyPades } from '../../server/src/areas/documents/signing/verify-pades';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

/** A call to the portal's API from the page, with its session token (as the apps make them). */
function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      const token = sessionStorage.getItem('portal.session_token');
      const answer = await fetch(u, {
        method: m,
        headers: {
          authorization: `Bearer ${token ?? ''}`,
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      if (!answer.ok) throw new Error(`${m} ${u} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    [method, url, body] as const,
  );
}

const TEXTS = {
  no: {
    confirm: 'Jeg har lest dokumentet og signerer det',
    sign: 'Signer',
    allSigned: 'Alle har signert. Den signerte PDF-en er klar.',
    signed: 'Signert',
    download: 'Last ned',
    preview: 'Forhåndsvis',
    close: 'Lukk',
  },
  en: {
    confirm: 'I have read the document and sign it',
    sign: 'Sign',
    allSigned: 'Everyone has signed. The signed PDF is ready.',
    signed: 'Signed',
    download: 'Download',
    preview: 'Preview',
    close: 'Close',
  },
} as const;

describe.skipIf(!chromiumPath)('the signed copy is what a signed document downloads as', () => {
  const journey = useJourney();
  const shares: Record<'no' | 'en', number> = { no: 0, en: 0 };

  it('staff generates a document for Ola Hansen in each language and sends it for signing', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const found = await api<{
      data: {
        document_templates: { id: number; title: string }[];
        recipients: { id: number; full_name: string }[];
      };
    }>(page, 'POST', '/api/srvproxy/v1/graphql', {
      query: `query { document_templates(where: { title: { _like: "Bekreftelse%" } }) { id title }
        recipients(where: { full_name: { _eq: "Ola Hansen" } }) { id full_name } }`,
    });
    const templateId = Number(found.data.document_templates[0]?.id);
    const patientId = Number(found.data.recipients[0]?.id);
    expect(templateId).toBeGreaterThan(0);
    expect(patientId).toBeGreaterThan(0);
    for (const language of ['no', 'en'] as const) {
      const made = await api<{ documentPatientId: number }>(page, 'POST', '/api/documents/generate', {
        templateId,
        patientId,
        language,
        share: true,
      });
      shares[language] = made.documentPatientId;
      await api(page, 'POST', `/api/documents/shares/${made.documentPatientId}/signing`, {
        signedByTherapist: false,
        combineSignatures: true,
        language,
      });
    }
    await context.close();
  });

  for (const language of ['no', 'en'] as const) {
    it(`Ola signs on a phone in ${language === 'no' ? 'Norwegian' : 'English'}, downloads the signed copy and reads its preview`, async () => {
      const t = TEXTS[language];
      const shareId = shares[language];
      const context = await newPortalContext(journey.browser, 375);
      const page = await context.newPage();
      await signIn(page, journey.server, 'participant');

      // Signs by keyboard: the confirmation with Space, then Sign with Enter.
      await page.goto(journey.server.url('demo', `/customer/documents/sign/${shareId}?lang=${language}`));
      await page.getByTestId('sign-document').waitFor();
      await page.getByLabel(t.confirm).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: t.sign, exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(t.allSigned).waitFor();

      // His documents: this one is marked signed.
      await page.goto(journey.server.url('demo', `/customer/documents?lang=${language}`));
      const row = page.locator(`[data-testid="document-row"][data-share="${shareId}"]`);
      await row.waitFor();
      await poll(() => row.getByTestId('signing-status').textContent()).toBe(t.signed);
      expect(await row.getByTestId('signing-status').getAttribute('data-signing')).toBe('signed');
      await expectFitsWidth(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The download is the signed copy the server keeps, byte for byte, and its signature verifies.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: t.download, exact: true }).click(),
      ]);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const downloaded = Buffer.concat(chunks);
      const stored = await api<{ name: string; base64: string }>(
        page,
        'GET',
        `/api/documents/shares/${shareId}/pdf?copy=signed&encoding=base64`,
      );
      const signedCopy = Buffer.from(stored.base64, 'base64');
      const original = await api<{ base64: string }>(
        page,
        'GET',
        `/api/documents/shares/${shareId}/pdf?copy=original&encoding=base64`,
      );
      expect(downloaded.equals(signedCopy)).toBe(true);
      expect(downloaded.length).toBeGreaterThan(Buffer.from(original.base64, 'base64').length);
      expect(download.suggestedFilename()).toBe(stored.name);
      expect(verifyPades(downloaded)).toMatchObject({ valid: true, coversWholeFile: true });

      // The preview: the pages as images, as wide as the phone's screen allows (readable), soon.
      await row.getByRole('button', { name: t.preview, exact: true }).click();
      const dialog = page.getByRole('dialog');
      const firstPage = dialog.getByTestId('pdf-page').first();
      await firstPage.waitFor({ timeout: 10_000 });
      await poll(() => dialog.getByTestId('pdf-pages').getAttribute('data-state')).toBe('done');
      // Two pages: the document and the signature page naming the signer.
      expect(await dialog.getByTestId('pdf-page').count()).toBe(2);
      const box = await firstPage.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(340);
      expect(box?.width ?? 0).toBeLessThanOrEqual(375);
      const natural = await firstPage.evaluate((img) => (img as HTMLImageElement).naturalWidth);
      expect(natural).toBeGreaterThanOrEqual(600);
      await expectFitsWidth(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: t.close }).click();
      await context.close();
    });
  }
});
