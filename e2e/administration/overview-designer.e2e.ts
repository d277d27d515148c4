// Journey: the overview designer (issue 32 item 5). An admin rearranges the recipient overview
// (JOURNAL_RECIPIENT) by keyboard only (the move buttons), hides one widget, renames one, previews the unsaved layout on
// the real overview and comes back to it, and saves it as the tenant's default; a staff member signs
// in, chooses a participant and sees the new order and name. Then in Norwegian on a phone (375 px)
// the admin renames again and the staff member sees it. No serious axe violation at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

const designerOrder = (page: Page) =>
  page
    .getByTestId('designer-widget')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.getAttribute('data-widget')}:${r.getAttribute('data-shown')}`),
    );

/** The overview's widgets by their order, each with its title. */
const overviewOrder = (page: Page) =>
  page.getByTestId('overview-widget').evaluateAll((nodes) =>
    nodes
      .map((n) => ({ order: Number(n.getAttribute('data-order')), text: `${n.getAttribute('data-widget')}` }))
      .sort((a, b) => a.order - b.order)
      .map((n) => n.text),
  );

/**
 * axe once the page is at rest: a control focused by keyboard pulses MUI's focus ripple for ever,
 * which the axe helper would wait on, so the focus leaves it first.
 */
const violations = async (page: Page) => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return seriousA11yViolations(page);
};

const pressOn = async (page: Page, name: string, role: 'button' | 'tab' = 'button') => {
  await page.getByRole(role, { name, exact: true }).focus();
  await page.keyboard.press('Enter');
};

/** A switch (MUI's is a checkbox input) toggled with space. */
const toggle = async (page: Page, label: string) => {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('Space');
};

const SAVED = ['ACTIVITIES_LOG', 'ARTIFACT_QNRS', 'CHAT', 'CRM_TIME_TRACKING', 'CALENDAR_EVENT', 'DRAFTS'];

async function chooseParticipant(page: Page) {
  const search = page.getByRole('combobox', { name: /participant|deltaker/i });
  await search.fill('Ola Hansen');
  await page.getByRole('option', { name: 'Ola Hansen' }).click();
  await page.waitForURL(/user_context=RECIPIENT/);
}

describe.skipIf(!chromiumPath)('the overview designer', () => {
  const journey = useJourney();

  it('an admin rearranges the recipient overview by keyboard, hides and renames, previews and saves', async () => {
    const context = await newPortalContext(journey.browser, 1280);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/designer-overview?lang=en'));
    await page.getByTestId('overview-designer').waitFor();
    await pressOn(page, 'Participant overview', 'tab');
    await page.locator('[data-testid="journal-editor"][data-context="JOURNAL_RECIPIENT"]').waitFor();
    await poll(() => page.getByTestId('layout-source').getAttribute('data-source')).toBe('spec');
    expect(await violations(page)).toEqual([]);

    // The activity log to the top: its move-up button, focused once, pressed five times.
    await page.getByRole('button', { name: 'Move Activity log up', exact: true }).focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
    await poll(async () => (await designerOrder(page))[0]).toBe('ACTIVITIES_LOG:true');
    // Events one down with its button; tasks hidden; the chat renamed.
    await pressOn(page, 'Move Events down');
    await toggle(page, 'Show Tasks');
    await page.getByRole('textbox', { name: 'Name of Chat' }).focus();
    await page.keyboard.type('Conversations');
    await poll(async () => (await designerOrder(page)).slice(0, 7)).toEqual([
      'ACTIVITIES_LOG:true',
      'ARTIFACT_QNRS:true',
      'CHAT:true',
      'CALENDAR_TASK:false',
      'CRM_TIME_TRACKING:true',
      'CALENDAR_EVENT:true',
      'DRAFTS:true',
    ]);
    expect(
      await page
        .locator('[data-testid="preview-two-columns"] [data-testid="preview-widget"]')
        .evaluateAll((n) => n.map((x) => `${x.getAttribute('data-place')}:${x.getAttribute('data-widget')}`)),
    ).toEqual([
      '1:ACTIVITIES_LOG',
      '3:CHAT',
      '5:CALENDAR_EVENT',
      '2:ARTIFACT_QNRS',
      '4:CRM_TIME_TRACKING',
      '6:DRAFTS',
    ]);
    expect(await violations(page)).toEqual([]);

    // The preview with real data: the shell's own overview with the unsaved layout, and back.
    await pressOn(page, 'Preview with real data');
    await page.locator('[data-testid="overview"][data-preview="true"]').waitFor();
    await poll(() => overviewOrder(page)).toEqual(SAVED);
    expect(await page.getByRole('region', { name: 'Conversations' }).count()).toBe(1);
    await pressOn(page, 'Back to the designer');
    await page.locator('[data-testid="journal-editor"][data-context="JOURNAL_RECIPIENT"]').waitFor();
    await poll(() => page.getByTestId('layout-source').textContent()).toContain('Unsaved changes');

    await pressOn(page, 'Save as default');
    await page.getByText('The overview is saved').waitFor();
    await poll(() => page.getByTestId('layout-source').getAttribute('data-source')).toBe('default');
    await context.close();
  }, 150_000);

  it('a staff member chooses a participant and sees the new order and name', async () => {
    const staffContext = await newPortalContext(journey.browser, 1280);
    const staff = await staffContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await chooseParticipant(staff);
    await poll(() => overviewOrder(staff)).toEqual(SAVED);
    expect(await staff.locator('[data-testid="overview-widget"][data-widget="CALENDAR_TASK"]').count()).toBe(
      0,
    );
    await staff.getByRole('region', { name: 'Conversations' }).waitFor();
    expect(await violations(staff)).toEqual([]);
    await staffContext.close();
  }, 90_000);

  it('in Norwegian on a phone the admin moves and renames a widget; too few rows are refused', async () => {
    const context = await newPortalContext(journey.browser, 375);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await signIn(page, journey.server, 'admin');
    await page.goto(journey.server.url('demo', '/designer-overview?lang=no'));
    await page.getByTestId('overview-designer').waitFor();
    await pressOn(page, 'Deltakeroversikt', 'tab');
    await page.locator('[data-testid="journal-editor"][data-context="JOURNAL_RECIPIENT"]').waitFor();
    await poll(() => page.getByTestId('layout-source').textContent()).toContain(
      'organisasjonens standardoppsett',
    );
    expect((await designerOrder(page)).slice(0, 6)).toEqual(SAVED.map((w) => `${w}:true`));
    await expectFitsWidth(page);
    expect(await violations(page)).toEqual([]);

    await pressOn(page, 'Flytt Utkast opp');
    await page.getByRole('textbox', { name: 'Navn på Aktivitetslogg' }).focus();
    await page.keyboard.type('Siste hendelser');
    const rows = page.getByRole('textbox', { name: 'Rader i Siste hendelser' });
    await rows.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await pressOn(page, 'Lagre som standard');
    await page.getByText('Rett de merkede feltene først').waitFor();
    await rows.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('8');
    await pressOn(page, 'Lagre som standard');
    await page.getByText('Oversikten er lagret').waitFor();
    await expectFitsWidth(page);
    expect(await violations(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('in Norwegian on a phone the staff member sees the new name, order and rows', async () => {
    // The participant search is in the wide top bar: chosen there, then read on a phone.
    const staffContext = await newPortalContext(journey.browser, 1280);
    const staff = await staffContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await staff.goto(journey.server.url('demo', '/overview?lang=no'));
    await staff.getByTestId('top-bar').waitFor();
    await chooseParticipant(staff);
    await staff.setViewportSize({ width: 375, height: 800 });
    await poll(() => overviewOrder(staff)).toEqual([
      'ACTIVITIES_LOG',
      'ARTIFACT_QNRS',
      'CHAT',
      'CRM_TIME_TRACKING',
      'DRAFTS',
      'CALENDAR_EVENT',
    ]);
    await staff.getByRole('region', { name: 'Siste hendelser' }).waitFor();
    expect(
      await staff
        .locator('[data-testid="overview-widget"][data-widget="ACTIVITIES_LOG"]')
        .getAttribute('data-rows'),
    ).toBe('8');
    await expectFitsWidth(staff);
    expect(await violations(staff)).toEqual([]);
    await staffContext.close();
  }, 90_000);
});
