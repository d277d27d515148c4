// Journey: one side-menu entry per questionnaire context group from the demo data (§2.4, §7
// fetchContextGroups): "Arbeidsflater" shown as "Workspaces", ADVOCA never, and a group with a
// single context pre-selecting it through qnr_context, which is kept only in the questionnaire module.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { signIn } from '../support/shell-journey';

async function chooseParticipant(page: Page, name: string) {
  const search = page.getByRole('combobox', { name: /participant/ });
  await search.fill(name);
  await page.getByRole('option', { name }).click();
  await page.waitForURL(/user_context=RECIPIENT/);
}

describe.skipIf(!chromiumPath)('context-group entries', () => {
  const journey = useJourney();

  it('lists the groups of the recipient mode: workspaces with its contexts, the single-context group pre-selected', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await chooseParticipant(page, 'Ola Hansen');
    const nav = page.getByTestId('side-menu');
    const workspaces = nav.getByRole('button', { name: 'Workspaces' });
    await workspaces.click();
    const submenu = page.getByTestId('submenu');
    const contexts = await submenu.getByRole('link').allTextContents();
    expect(contexts).toEqual(['Kartlegging', 'Oppfølging']);
    expect(await page.content()).not.toMatch(/Advoca|ADVOCA/);
    await submenu.getByRole('link', { name: 'Oppfølging' }).click();
    await page.waitForURL(/\/qnr-module\/Arbeidsflater\?.*qnr_context=OPPFOLGING/);
    // The single-context group links straight to its context.
    const single = nav.getByRole('link', { name: 'Rapporter' });
    expect(await single.getAttribute('href')).toMatch(/\/qnr-module\/Rapporter\?.*qnr_context=RAPPORT/);
    await single.click();
    await page.waitForURL(/qnr_context=RAPPORT/);
    // qnr_context stays inside the questionnaire module only.
    await nav.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(/\/overview/);
    expect(page.url()).not.toContain('qnr_context');
    await context.close();
  });

  it('lists the ME-mode groups in the ME context', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const nav = page.getByTestId('side-menu');
    await nav.getByRole('button', { name: 'Min side' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Workspaces' }).count()).toBe(0);
    await context.close();
  });
});
