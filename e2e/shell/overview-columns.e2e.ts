// Journey: the overview (§2.5, §3, §9): the user's own overview from the settings, two columns with
// odd orders in one and even in the other (one column on a tablet), status Off hidden,
// amount_of_rows passed on, an unknown kind saying "Widget not found: {widget}-{variation}", and an
// overview without widgets saying "No Overview Widgets found".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { poll, signIn, withRows, DEMO, userId } from '../support/shell-journey';

// The staff member's own overviews: ME with six widgets (order 3 Off, order 5 of an unknown kind),
// RECIPIENT with none.
const OVERVIEWS = [
  `INSERT INTO overviews (customer_id, user_id, name, app_context) VALUES (${DEMO}, ${userId('staff')}, 'Mine', 'JOURNAL_ME'), (${DEMO}, ${userId('staff')}, 'Empty', 'JOURNAL_RECIPIENT')`,
  `INSERT INTO overview_widgets (customer_id, overview_id, widget, variation, "order", settings)
   SELECT ${DEMO}, o.id, w.widget, 'DEFAULT', w.ord, w.settings::jsonb
     FROM overviews o, (VALUES ('CHAT', 1, '{"status":"On","amount_of_rows":3}'), ('DRAFTS', 2, '{"status":"On","amount_of_rows":5}'),
                               ('CALENDAR_TASK', 3, '{"status":"Off","amount_of_rows":5}'), ('CALENDAR_EVENT', 4, '{"status":"On","amount_of_rows":5}'),
                               ('MYSTERY_WIDGET', 5, '{"status":"On","amount_of_rows":5}'), ('ARTIFACT_QNRS', 6, '{"status":"On","amount_of_rows":7}')) AS w(widget, ord, settings)
    WHERE o.name = 'Mine' AND o.user_id = ${userId('staff')}`,
];

const orders = (page: Page, column: string) =>
  page
    .locator(`[data-column="${column}"] [data-testid="overview-widget"]`)
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-order'))));

describe.skipIf(!chromiumPath)('the overview', () => {
  const journey = useJourney({}, (server) => withRows(server, OVERVIEWS));

  it('puts odd orders in one column and even in the other, hides Off, names an unknown kind', async () => {
    const context = await newPortalContext(journey.browser, 1440);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.getByTestId('overview-grid').waitFor();
    expect(await page.getByTestId('overview-grid').getAttribute('data-columns')).toBe('2');
    expect(await orders(page, 'odd')).toEqual([1, 5]);
    expect(await orders(page, 'even')).toEqual([2, 4, 6]);
    expect(await page.locator('[data-widget="CALENDAR_TASK"]').count()).toBe(0);
    expect(await page.locator('[data-widget="CHAT"][data-rows]').getAttribute('data-rows')).toBe('3');
    expect(await page.locator('[data-widget="ARTIFACT_QNRS"][data-rows]').getAttribute('data-rows')).toBe('7');
    await poll(() => page.getByTestId('widget-not-found').textContent()).toBe(
      'Widget not found: MYSTERY_WIDGET-DEFAULT',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('uses one column on a tablet, in order', async () => {
    const context = await newPortalContext(journey.browser, 900);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.getByTestId('overview-grid').waitFor();
    expect(await page.getByTestId('overview-grid').getAttribute('data-columns')).toBe('1');
    const all = await page
      .getByTestId('overview-widget')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-order'))));
    expect(all).toEqual([1, 2, 4, 5, 6]);
    await context.close();
  });

  it('says "No Overview Widgets found" for an overview without widgets', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const search = page.getByRole('combobox', { name: /participant/ });
    await search.fill('Ola Hansen');
    await page.getByRole('option', { name: 'Ola Hansen' }).click();
    await page.waitForURL(/user_context=RECIPIENT/);
    await poll(() => page.getByTestId('no-widgets').textContent()).toBe('No Overview Widgets found');
    await context.close();
  });
});
