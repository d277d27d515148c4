// Journey: files (issue 14 parts 1-3). A staff member, in the participant's view, uploads three files
// at once with progress bars, previews the PDF in the page, shares it and finds it by a word inside the
// PDF; the participant on a phone, in Norwegian, sees only that one, downloads it and the unseen count
// drops. Upload by keyboard opens the file chooser. Both languages, 375 px, no serious axe violation.
import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function contractPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Husleiekontrakten er signert av begge parter.', { x: 50, y: 700, size: 14, font });
  return Buffer.from(await pdf.save());
}

let participantRecipientId = 0;

/** The demo participant's recipient id, read while the server is stopped (PGlite has one writer). */
async function readParticipant(server: PortalServer): Promise<PortalServer> {
  await server.stop({ keepData: true });
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    const { rows } = await db.query<{ id: string | number }>(
      `SELECT r.id FROM recipients r JOIN users u ON u.id = r.user_id JOIN customers c ON c.id = r.customer_id
        WHERE c.subdomain = 'demo' AND u.username = 'participant' ORDER BY r.id LIMIT 1`,
    );
    participantRecipientId = Number(rows[0]!.id);
  } finally {
    await db.close();
  }
  return startPortalServer({}, { dataDir: server.dataDir });
}

const rowNamed = (page: Page, name: string) => page.locator(`[data-testid="document-row"][data-name="${name}"]`);
const unseenCount = (page: Page) => page.getByTestId('unseen-count').getAttribute('data-count');

describe.skipIf(!chromiumPath)('files', () => {
  const journey = useJourney({}, readParticipant);

  it('staff upload three files with progress, preview and share one; search finds a word inside the PDF', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(
      journey.server.url('demo', `/customer/documents?lang=en&user_context=RECIPIENT&selected_patient_id=${participantRecipientId}`),
    );
    await page.getByTestId('drop-zone').waitFor();

    // Keyboard: the drop zone's button opens the file chooser with Enter.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('choose-files').press('Enter')]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([
      { name: 'Husleiekontrakt.pdf', mimeType: 'application/pdf', buffer: await contractPdf() },
      { name: 'Skjermbilde.png', mimeType: 'image/png', buffer: PNG },
      { name: 'Notat.txt', mimeType: 'text/plain', buffer: Buffer.from('Notat fra samtalen i dag.') },
    ]);
    // Three progress bars, one a file, each ending done.
    await poll(() => page.getByTestId('upload-row').count()).toBe(3);
    expect(await page.getByRole('progressbar').count()).toBe(3);
    await poll(() => page.locator('[data-testid="upload-row"][data-state="done"]').count()).toBe(3);
    await rowNamed(page, 'Husleiekontrakt.pdf').waitFor();
    await rowNamed(page, 'Skjermbilde.png').waitFor();
    await rowNamed(page, 'Notat.txt').waitFor();

    // Preview of the PDF in the page, then of the image.
    await rowNamed(page, 'Husleiekontrakt.pdf').getByRole('button', { name: 'Preview' }).click();
    // The PDF's pages as images drawn on a worker, fitted to the dialog's width (issue 33 item 7).
    await page.getByTestId('pdf-page').first().waitFor();
    expect(await page.getByTestId('pdf-page').first().getAttribute('src')).toMatch(/^blob:/);
    await page.getByRole('button', { name: 'Close' }).click();
    await rowNamed(page, 'Skjermbilde.png').getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('image-preview').waitFor();
    await page.keyboard.press('Escape');

    // Share the PDF with the participant.
    await page.getByRole('button', { name: 'More for Husleiekontrakt.pdf' }).click();
    await page.getByRole('menuitem', { name: 'Share with the participant' }).click();
    await page.getByText('The document was updated').waitFor();
    await poll(() => rowNamed(page, 'Husleiekontrakt.pdf').getByText('Shared', { exact: true }).count()).toBe(1);

    // Search: a word inside the PDF, stemmed.
    await page.getByTestId('document-search').fill('husleiekontrakt');
    await poll(() => page.getByTestId('document-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))).toEqual([
      'Husleiekontrakt.pdf',
    ]);
    await page.getByTestId('document-search').fill('signert');
    await poll(() => page.getByTestId('document-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')))).toEqual([
      'Husleiekontrakt.pdf',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('the participant on a phone, in Norwegian, sees the shared file, downloads it and the unseen count drops', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'participant');
    await page.goto(journey.server.url('demo', '/customer/documents?lang=no'));
    const row = rowNamed(page, 'Husleiekontrakt.pdf');
    await row.waitFor();
    // Only what staff shared (and the participant's own uploads), never the two unshared files.
    expect(await rowNamed(page, 'Skjermbilde.png').count()).toBe(0);
    expect(await rowNamed(page, 'Notat.txt').count()).toBe(0);
    const before = Number(await unseenCount(page));
    expect(before).toBeGreaterThan(0);
    expect(await row.getByText('Ny', { exact: true }).count()).toBe(1);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Last ned' }).click()]);
    expect(download.suggestedFilename()).toBe('Husleiekontrakt.pdf');
    await poll(async () => Number(await unseenCount(page))).toBe(before - 1);
    await poll(() => row.getByText('Ny', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
