// Journey: reports (issue 32 items 3 and 4). A team leader reads the questionnaire report at a
// glance (the chart and the tables behind it), narrows it to a template and exports its CSV by
// keyboard; in Norwegian on a phone the login report shows its chart and fits the width. No serious
// axe violation; one copy of MUI.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('reports', () => {
  const journey = useJourney();

  it('a team leader reads the questionnaire report and exports its CSV', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/reports?lang=en'));
    const chart = page.getByTestId('report-chart');
    await chart.waitFor();
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(
      /^\d+ questionnaires sent, \d+ answered/,
    );
    const templates = page.getByTestId('report-templates').locator('tbody tr');
    expect(await templates.count()).toBeGreaterThan(0);
    expect(await filesHoldingMui(page)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Narrow to the first template: the totals follow.
    const firstTemplate = (await templates.first().locator('td').first().textContent())!;
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: firstTemplate }).click();
    await page.getByRole('button', { name: 'Show' }).click();
    await poll(() => templates.count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Enter');
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('section,key,sent,answered,expired');
    expect(csv).toContain(`template,${firstTemplate}`);
    await page.getByText('The CSV file was downloaded').waitFor();
    await context.close();
  });

  it('the login report in Norwegian on a phone', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/reports/login-reports?lang=no'));
    const chart = page.getByTestId('login-chart');
    await chart.waitFor();
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(
      /^\d+ innlogginger, \d+ mislykkede forsøk og \d+ sperringer/,
    );
    expect(await page.getByTestId('login-days').locator('tbody tr').count()).toBeGreaterThan(5);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
