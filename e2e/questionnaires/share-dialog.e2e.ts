// Journey (issue 13 §2.3, quick access "share"): staff in the RECIPIENT context open the share
// dialog (dialog:share of the artifact app) from quick access, tick the participant's questionnaire
// by keyboard and share it; the snackbar says so, and the dialog opened again no longer offers it.
// In Norwegian, with no serious axe violation.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { insertSampleTemplate } from '../../server/src/areas/questionnaires/sample-template';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { startPortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const TITLE = 'Delingsskjema E2E';
let participantId = 0;

describe.skipIf(!chromiumPath)('questionnaires: the quick-access share dialog', () => {
  const journey = useJourney({}, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const { rows } = await db.query<{ customer: number; id: number }>(
        `SELECT c.id AS customer, r.id FROM customers c
           JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
           JOIN recipients r ON r.user_id = u.id
          WHERE c.subdomain = 'demo'`,
      );
      const row = rows[0]!;
      participantId = Number(row.id);
      const template = await db.transaction((tx) =>
        insertSampleTemplate(tx, Number(row.customer), { title: TITLE, context: 'OPPFOLGING' }),
      );
      await db.query(
        `INSERT INTO queries (customer_id, patient_id, template_id, title, status, share_with_recipient, valid_to)
         VALUES ($1, $2, $3, $4, 'SENT', false, now() + interval '30 days')`,
        [row.customer, row.id, template.templateId, TITLE],
      );
      await db.query(
        `INSERT INTO feature_flags (customer_id, name, enabled) VALUES ($1, 'quickAccess_ShowShareButton', true)
         ON CONFLICT (customer_id, name) DO UPDATE SET enabled = true`,
        [row.customer],
      );
    } finally {
      await db.close();
    }
    return startPortalServer({}, { dataDir: server.dataDir });
  });

  it('shares a questionnaire with the chosen participant from quick access, by keyboard, in Norwegian', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'staff');
    await page.goto(
      server.url('demo', `/overview?lang=no&user_context=RECIPIENT&selected_patient_id=${participantId}`),
    );
    const quickAccess = page.getByTestId('quick-access');
    await quickAccess.waitFor();
    // Open quick access and choose "Del" by keyboard.
    await quickAccess.focus();
    await page.keyboard.press('Enter');
    const shareItem = page.getByRole('menuitem', { name: 'Del', exact: true });
    await shareItem.waitFor();
    await shareItem.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Del' });
    await dialog.getByTestId('share-qnrs').waitFor();
    const ours = dialog.getByRole('checkbox', { name: new RegExp(`^${TITLE} · Sendt`) });
    await ours.waitFor();
    expect(await page.locator('[data-dialog-kind="QUESTIONNAIRE"]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const share = dialog.getByRole('button', { name: 'Del med deltaker' });
    expect(await share.isDisabled()).toBe(true);
    await ours.focus();
    await page.keyboard.press('Space');
    await poll(() => ours.isChecked()).toBe(true);
    await poll(() => share.isEnabled()).toBe(true);
    await share.focus();
    await page.keyboard.press('Enter');
    await page.getByText('1 skjema delt.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await filesHoldingMui(page)).toHaveLength(1);

    // Opened again, the dialog no longer offers the shared questionnaire.
    await quickAccess.click();
    await page.getByRole('menuitem', { name: 'Del', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Del' });
    await again.getByTestId('share-qnrs').waitFor();
    await poll(() => again.getByRole('checkbox', { name: new RegExp(`^${TITLE}`) }).count()).toBe(0);
    await again.getByRole('button', { name: 'Avbryt' }).click();
    await again.waitFor({ state: 'detached' });
    await context.close();
  }, 180_000);
});
