// Journey: the post journal (issue 14 part 7). Staff see the documents sent to and received from
// participants, newest first, filter them by direction and name, and mark one as imported to the
// patient record (kept after a reload); the widget variant shows the newest few. Norwegian at 375 px,
// keyboard, no serious axe violation. A file kept on a participant's tab without being shared was
// never sent, and the journal does not say it was (issue 26 item 13).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const UNSHARED = 'Intern-arbeidsnotat.pdf';

/** A file staff keep on a participant's tab, never shared with them (written while the server is stopped). */
async function keepUnsharedFile(server: PortalServer): Promise<PortalServer> {
  await server.stop({ keepData: true });
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    await db.query(
      `WITH c AS (SELECT id FROM customers WHERE subdomain = 'demo'),
            r AS (SELECT r.id FROM recipients r JOIN c ON c.id = r.customer_id ORDER BY r.id LIMIT 1),
            d AS (INSERT INTO documents (customer_id, name, path, content_type, size_bytes, sha256)
                  SELECT c.id, $1, 'unshared/key', 'application/pdf', 10, repeat('0', 64) FROM c RETURNING id, customer_id)
       INSERT INTO document_patient (document_id, patient_id, customer_id, initiator, share_with_recipient, created_at)
       SELECT d.id, r.id, d.customer_id, 'THERAPIST', false, now() FROM d, r`,
      [UNSHARED],
    );
  } finally {
    await db.close();
  }
  return startPortalServer({}, { dataDir: server.dataDir });
}

const rows = (page: Page) => page.getByTestId('post-journal-row');
const rowTexts = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => item.textContent ?? ''));

describe.skipIf(!chromiumPath)('post journal', () => {
  const journey = useJourney({}, keepUnsharedFile);

  it('staff filter the journal and mark a document imported to the patient record', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/post-journal?lang=en'));
    await page.getByTestId('post-journal').waitFor();
    const all = await rows(page).count();
    expect(all).toBeGreaterThan(1);
    // Never shared, so never sent: not in the journal.
    expect((await rowTexts(page)).some((text) => text.includes(UNSHARED))).toBe(false);

    // Received only: every row says so.
    await page.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'Received' }).click();
    await poll(async () => (await rowTexts(page)).every((text) => text.includes('Received from'))).toBe(true);
    await page.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await poll(() => rows(page).count()).toBe(all);

    // By name.
    await page.getByLabel('Filter by name').fill('Referat');
    await poll(async () => (await rowTexts(page)).every((text) => text.includes('Referat'))).toBe(true);
    await page.getByLabel('Filter by name').fill('');
    await poll(() => rows(page).count()).toBe(all);

    // Mark the first unmarked one by keyboard; it stays marked after a reload.
    const unmarked = page
      .getByRole('checkbox', { name: 'Imported to the patient record', checked: false })
      .first();
    const marked = await page
      .getByRole('checkbox', { name: 'Imported to the patient record', checked: true })
      .count();
    await unmarked.focus();
    await page.keyboard.press('Space');
    await page.getByText('The mark was saved').waitFor();
    await page.reload();
    await page.getByTestId('post-journal').waitFor();
    await poll(() =>
      page.getByRole('checkbox', { name: 'Imported to the patient record', checked: true }).count(),
    ).toBe(marked + 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('in Norwegian on a phone, the journal and its widget variant fit and read well', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/documents/post-journal?lang=no'));
    await page.getByTestId('post-journal').waitFor();
    expect(await page.getByLabel('Retning').count()).toBe(1);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(journey.server.url('demo', '/widget/post-journal?lang=no'));
    await page.getByTestId('post-journal').waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(5);
    await page.getByRole('link', { name: 'Vis alt i postjournalen' }).click();
    await page.waitForURL(/\/documents\/post-journal/);
    await page.getByLabel('Retning').waitFor();
    await expectFitsWidth(page);
    await context.close();
  });
});
