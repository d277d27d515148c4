// Journey: time tracking (issue 29 item 5). A staff member registers time from quick access by
// keyboard, is refused an overlapping registration with a clear message, and sees the time in the
// list (with the month's and the week's totals) and in the CRM_TIME_TRACKING widget. The team
// leader, in Norwegian on a phone, approves the staff member's month; the staff member can no longer
// change it and is not let into the team leader's list. The team's export opens as a valid CSV and
// XLSX. A staff member makes a participant's time plan from a template (its hours fill in) and
// sees its week grid, planned beside registered. No serious axe violation; one copy of MUI.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { filesHoldingMui } from '../support/one-mui';
import { poll, signIn } from '../support/shell-journey';

const NOTE = 'Forberedelse til jobbintervju (reise)';

async function openRegisterTime(page: Page) {
  await page.getByTestId('quick-access').click();
  await page.getByRole('menuitem', { name: 'Register time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register time' });
  await dialog.getByRole('textbox', { name: 'Start', exact: true }).waitFor();
  return dialog;
}

describe.skipIf(!chromiumPath)('time tracking', () => {
  const journey = useJourney();
  let participant = '';

  it('a staff member registers time from quick access and sees it in the list and the widget', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/time-tracking?lang=en'));
    await page.getByTestId('month-total').waitFor();
    expect(await filesHoldingMui(page)).toHaveLength(1);

    const dialog = await openRegisterTime(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Start', exact: true }).fill('06:00');
    await dialog.getByRole('textbox', { name: 'End', exact: true }).fill('07:17');
    // The participant by keyboard: focus the select, open it, take the first participant.
    const select = dialog.getByRole('combobox', { name: 'Participant' });
    await select.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await poll(() => select.textContent()).not.toBe('No participant');
    participant = (await select.textContent()) ?? '';
    await dialog.getByLabel('Note').fill(NOTE);
    await dialog.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The time was registered').waitFor();
    const row = page.locator('[data-entry]').filter({ hasText: NOTE });
    await row.waitFor();
    expect(await row.textContent()).toContain('06:00–07:17 · 1:17');
    expect(await row.textContent()).toContain(participant);

    // The same time again overlaps: refused with the server's message, nothing saved.
    const again = await openRegisterTime(page);
    await again.getByRole('textbox', { name: 'Start', exact: true }).fill('07:00');
    await again.getByRole('textbox', { name: 'End', exact: true }).fill('07:30');
    await again.getByRole('button', { name: 'Save' }).click();
    await again
      .getByRole('alert')
      .filter({ hasText: /overlaps another registration of yours/ })
      .waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });
    expect(await page.locator('[data-entry]').filter({ hasText: '07:00–07:30' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The overview's time tracking widget shows it, newest first.
    await page.goto(journey.server.url('demo', '/overview?lang=en'));
    const widget = page.locator('article[data-widget="CRM_TIME_TRACKING"]');
    await poll(async () => (await widget.textContent()) ?? '').toContain('1:17');
    expect(await widget.textContent()).toContain(participant);
    await context.close();
  }, 120_000);

  it('the team leader approves the month on a phone in Norwegian; the staff member can no longer change it', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/time-tracking/team-leader?lang=no'));
    const approve = page.getByRole('button', { name: /^Godkjenn måneden for / });
    await approve.waitFor();
    expect(await page.locator('[data-entry]').filter({ hasText: NOTE }).count()).toBe(1);
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await approve.click();
    const dialog = page.getByRole('dialog', { name: /^Godkjenn / });
    await dialog.getByRole('button', { name: 'Godkjenn måned' }).click();
    await page.getByText(/registreringer? godkjent/).waitFor();
    await page
      .getByText(/^Godkjent av /)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^Godkjenn måneden for / }).count()).toBe(0);
    await context.close();

    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await staff.goto(journey.server.url('demo', '/time-tracking?lang=en'));
    const row = staff.locator('[data-entry]').filter({ hasText: NOTE });
    await row.waitFor();
    expect(await row.textContent()).toContain('Approved');
    expect(await row.getByRole('button').count()).toBe(0);
    // Registering into the approved month is refused with a clear message.
    const dialog2 = await openRegisterTime(staff);
    await dialog2.getByRole('textbox', { name: 'Start', exact: true }).fill('05:00');
    await dialog2.getByRole('textbox', { name: 'End', exact: true }).fill('05:30');
    await dialog2.getByRole('button', { name: 'Save' }).click();
    await dialog2
      .getByRole('alert')
      .filter({ hasText: /is approved and can no longer be changed/ })
      .waitFor();
    await dialog2.getByRole('button', { name: 'Cancel' }).click();
    // The team leader's list is not the staff member's: the shell's gate keeps them out.
    await staff.goto(journey.server.url('demo', '/time-tracking/team-leader?lang=en'));
    await poll(() => new URL(staff.url()).pathname).not.toBe('/time-tracking/team-leader');
    await staffContext.close();
  }, 120_000);

  it('the team leader exports the team’s month as a CSV and an XLSX that open', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'leader');
    await page.goto(journey.server.url('demo', '/time-tracking/team-leader?lang=en'));
    await page.locator('[data-entry]').first().waitFor();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^time-team-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await csv.path())!, 'utf8')).replace('\uFEFF', '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Person,Start,End,Hours,Minutes,Participant,Activity,Note,Status');
    expect(
      lines.some((line) => line.includes(`06:00,07:17,1:17,77,${participant}`) && line.endsWith('approved')),
    ).toBe(true);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await xlsx.path())!);
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Time')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    const notes = sheet.getColumn(9).values.map(String);
    expect(notes).toContain(NOTE);
    await context.close();
  }, 120_000);

  it('a staff member makes a time plan from a template and reads its week grid', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/time-plan-templates?lang=en'));
    await page.locator('[data-template="Arbeidstrening 4 timer man–tor"]').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(journey.server.url('demo', '/time-plans?lang=en'));
    await page.locator('[data-plan]').first().waitFor();
    await page.getByRole('button', { name: 'New time plan' }).click();
    // The plan's form (the shell has a participant chooser of its own).
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Title' }) });
    await form.waitFor();
    const monday = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await form.getByRole('combobox').first().click();
    const participant = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    // The SDK's date field takes an ISO date as typed or pasted.
    await form.getByRole('textbox', { name: 'From', exact: true }).fill(monday);
    await form.getByRole('combobox').nth(1).click();
    await page.getByRole('option', { name: 'Arbeidstrening 4 timer man–tor' }).click();
    await poll(() => page.getByRole('textbox', { name: 'Monday' }).inputValue()).toBe('4');
    expect(await page.getByRole('textbox', { name: 'Friday' }).inputValue()).toBe('');
    // Over a day is refused in the form.
    await page.getByRole('textbox', { name: 'Friday' }).fill('25');
    await page.getByText('Hours from 0 to 24').waitFor();
    await page.getByRole('textbox', { name: 'Friday' }).fill('');
    await page.getByRole('textbox', { name: 'Title' }).fill('Arbeidstrening i journey');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    const row = page.locator('[data-plan="Arbeidstrening i journey"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(participant);
    expect(await row.textContent()).toContain('16 h a week');
    await row.getByRole('link').click();
    const grid = page.getByTestId('plan-week-grid');
    await grid.locator(`[data-date="${monday}"]`).waitFor();
    expect(await grid.locator(`[data-date="${monday}"]`).textContent()).toContain('4:00');
    expect(await grid.textContent()).toContain('16:00');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
