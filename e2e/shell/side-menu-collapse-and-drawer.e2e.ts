// Journey: the side menu's width and state (§2.4): is_collapsed survives a reload, and at 375 px the
// menu is a drawer whose submenu takes the whole width and which closes on navigation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('the side menu: collapse and drawer', () => {
  const journey = useJourney();

  it('keeps is_collapsed in the address and through a reload (56 / 192 px)', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const nav = page.getByTestId('side-menu');
    await page.waitForURL(/is_collapsed=false/);
    await poll(() => nav.evaluate((n) => Math.round(n.getBoundingClientRect().width))).toBe(192);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.waitForURL(/is_collapsed=true/);
    await poll(() => nav.evaluate((n) => Math.round(n.getBoundingClientRect().width))).toBe(56);
    await page.reload();
    await page.getByTestId('side-menu').waitFor({ timeout: 30_000 });
    await poll(() => page.getByTestId('side-menu').getAttribute('data-collapsed')).toBe('true');
    await poll(() =>
      page.getByTestId('side-menu').evaluate((n) => Math.round(n.getBoundingClientRect().width)),
    ).toBe(56);
    expect(page.url()).toContain('is_collapsed=true');
    // Collapsed entries keep their names for screen readers.
    await page.getByTestId('side-menu').getByRole('link', { name: 'My overview' }).waitFor();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.waitForURL(/is_collapsed=false/);
    await context.close();
  });

  it('locks a submenu against outside clicks; the active catalogue again closes it unless locked', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    const files = page.getByTestId('side-menu').getByRole('button', { name: 'Files' });
    const submenu = page.getByTestId('submenu');
    await files.click();
    await poll(() => submenu.evaluate((n) => Math.round(n.getBoundingClientRect().width))).toBe(188);
    await files.click();
    await submenu.waitFor({ state: 'detached' });
    await files.click();
    await page.getByTestId('page-title').click();
    await submenu.waitFor({ state: 'detached' });
    await files.click();
    await page.getByRole('button', { name: 'Keep submenu open' }).click();
    await page.getByTestId('page-title').click();
    await files.click();
    // The click is handled when it resolves (a discrete event); the entry's state says whether the
    // submenu stays open, so no wait on time for a closing transition.
    expect(await files.getAttribute('aria-expanded')).toBe('true');
    expect(await submenu.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('portal.sideMenu.submenuLocked'))).toBe('true');
    await context.close();
  });

  it('is a drawer at 375 px with a full-width submenu, closing on navigation', async () => {
    const context = await newPortalContext(journey.browser, 375);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await expectFitsWidth(page);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-side-menu');
    await drawer.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'All questionnaires' }).click();
    const submenu = page.getByTestId('submenu');
    await poll(() => submenu.evaluate((n) => Math.round(n.getBoundingClientRect().width))).toBe(375);
    await submenu.getByRole('link', { name: 'All questionnaires/forms' }).click();
    await page.waitForURL(/\/all-qnrs/);
    await drawer.waitFor({ state: 'detached' });
    await expectFitsWidth(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
