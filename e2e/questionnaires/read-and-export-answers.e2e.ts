// Journey (issue 26 item 8): a caseworker opens a participant's answered questionnaire of the demo
// and reads it on one page, every answer in words (yes or no, a date as dd.mm.yyyy, a rating, a
// choice, a matrix's rows), with no "Next"; the history names the participant as the one who
// answered; then the template's answers table, and its CSV and Excel downloads, whose content is
// read here (papaparse, exceljs). In Norwegian and English, at 1280 and 375 px, no serious axe
// violation.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { startPortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const TITLE = 'Oppfølging etter samtale';
let qnrId = 0;
let participant = '';

/** The downloaded file's bytes after a click on `button`. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** The answer shown under a question on the one-page view. */
const answerTo = (page: Page, question: string) =>
  page
    .getByTestId('qnr-readable-answer')
    .filter({ has: page.getByRole('term').filter({ hasText: question }) })
    .getByRole('definition')
    .first();

describe.skipIf(!chromiumPath)('questionnaires: staff read and export answers', () => {
  const journey = useJourney({}, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const { rows } = await db.query<{ id: number; name: string }>(
        `SELECT q.id, r.full_name AS name FROM queries q
           JOIN customers c ON c.id = q.customer_id AND c.subdomain = 'demo'
           JOIN recipients r ON r.id = q.patient_id
          WHERE q.title = $1 AND q.status = 'ANSWERED' ORDER BY q.id LIMIT 1`,
        [TITLE],
      );
      qnrId = Number(rows[0]!.id);
      participant = rows[0]!.name;
    } finally {
      await db.close();
    }
    return startPortalServer({}, { dataDir: server.dataDir });
  });

  it('reads an answered questionnaire on one page and downloads the template’s answers as CSV and Excel', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'staff');

    // 1. One page, in words, in Norwegian.
    await page.goto(server.url('demo', `/qnr-view/${qnrId}?lang=no`));
    await page.getByTestId('qnr-readable-answers').waitFor();
    await poll(() => answerTo(page, 'Er du i arbeid nå?').textContent()).toBe('Ja');
    expect(await answerTo(page, 'Når startet du i tiltaket?').textContent()).toBe('01.09.2025');
    expect(await answerTo(page, 'Hvordan trives du?').textContent()).toBe('4 av 5');
    expect(await answerTo(page, 'Hva trenger du mest hjelp til?').textContent()).toBe('Intervjutrening');
    expect(await answerTo(page, 'Arbeidserfaring').textContent()).toContain('Rema 1000 Grünerløkka');
    expect(await answerTo(page, 'Hvor enig er du?').textContent()).toContain('Enig');
    expect(await answerTo(page, 'Andre kommentarer').textContent()).toBe('Jeg ønsker mer hjelp med CV-en.');
    // The whole questionnaire at once: no survey pages to step through.
    expect(await page.getByRole('button', { name: /^(Neste|Next)$/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 2. The history credits the answers to the participant, in words.
    await page.getByRole('tab', { name: 'Historikk' }).click();
    const history = page.getByTestId('qnr-history');
    await history.getByText(`${participant} (deltaker)`, { exact: false }).first().waitFor();
    await history
      .getByText(/Er du i arbeid nå\?.*Ja/)
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 3. The template's answers table, from the questionnaire (a keyboard's Enter on the link).
    await page.getByTestId('qnr-all-answers-link').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Svar: ${TITLE}`, level: 1 }).waitFor();
    const table = page.getByTestId('qnr-answers-table');
    const row = table.getByRole('row').filter({ hasText: participant });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'Intervjutrening', exact: true }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // 4. CSV (Norwegian: `;`), parsed.
    const csv = await download(page, 'Last ned CSV');
    expect(csv.name).toMatch(/\.csv$/);
    const parsed = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\ufeff/, ''), {
      skipEmptyLines: true,
    });
    const header = parsed.data[0]!;
    expect(header.slice(0, 3)).toEqual(['Deltaker', 'Status', 'Levert']);
    const line = parsed.data.find((cells) => cells[0] === participant)!;
    expect(line[header.indexOf('Er du i arbeid nå?')]).toBe('Ja');
    expect(line[header.indexOf('Når startet du i tiltaket?')]).toBe('01.09.2025');
    expect(line[header.indexOf('Hvor enig er du?: Jeg får god hjelp')]).toBe('Enig');

    // 5. Excel, opened with exceljs.
    const xlsx = await download(page, 'Last ned Excel');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(titles[0]).toBe('Deltaker');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
      (sheet.getRow(i + 2).values as unknown[]).slice(1).map((v) => (v === undefined ? '' : String(v))),
    );
    const mine = rows.find((cells) => cells[0] === participant)!;
    expect(mine[titles.indexOf('Hva trenger du mest hjelp til?')]).toBe('Intervjutrening');

    // 6. In English: the page in words, the table and its Excel file.
    await page.goto(server.url('demo', `/qnr-view/${qnrId}?lang=en`));
    await poll(() => answerTo(page, 'Er du i arbeid nå?').textContent()).toBe('Yes');
    expect(await answerTo(page, 'Når startet du i tiltaket?').textContent()).toBe('01/09/2025');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'All answers to this template' }).click();
    await page.getByRole('heading', { name: `Answers: ${TITLE}`, level: 1 }).waitFor();
    const english = await download(page, 'Download Excel');
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(english.bytes as unknown as ArrayBuffer);
    const enTitles = (enBook.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    expect(enTitles.slice(0, 2)).toEqual(['Participant', 'Status']);
    const enCsv = await download(page, 'Download CSV');
    const enParsed = Papa.parse<string[]>(enCsv.bytes.toString('utf8').replace(/^\ufeff/, ''), {
      skipEmptyLines: true,
    });
    const enHeader = enParsed.data[0]!;
    expect(enParsed.data.find((c) => c[0] === participant)?.[enHeader.indexOf('Er du i arbeid nå?')]).toBe(
      'Yes',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();

    // 7. On a phone (375 px): the one page and the table as a list fit the width.
    const phoneContext = await newPortalContext(browser, 375);
    const phone = await phoneContext.newPage();
    await signIn(phone, server, 'staff');
    await phone.goto(server.url('demo', `/qnr-view/${qnrId}?lang=no`));
    await poll(() => answerTo(phone, 'Er du i arbeid nå?').textContent()).toBe('Ja');
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.getByTestId('qnr-all-answers-link').click();
    await phone.getByTestId('qnr-answers-table').getByText(participant).first().waitFor();
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phoneContext.close();
  }, 300_000);
});
