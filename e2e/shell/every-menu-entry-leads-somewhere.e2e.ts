// Journey (issue 26 "done when", issue 33 item 3): each role walks every entry of its side menu and
// of every submenu, and each leads to a page of its own: no "not available yet" page, no raw text
// key, no console error. The admin and the staff member in English at 1280 px, the participant in
// Norwegian at 375 px (the phone's drawer).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { signIn } from '../support/shell-journey';

/** The side menu: on a phone the drawer opened from the top bar, else the menu beside the page. */
const menuOf = (page: Page, phone: boolean) =>
  phone
    ? page.getByTestId('mobile-side-menu')
    : page.getByRole('navigation', { name: /^(Main menu|Hovedmeny)$/ });

async function showMenu(page: Page, phone: boolean): Promise<void> {
  if (phone && !(await menuOf(page, phone).isVisible())) await page.getByTestId('open-mobile-menu').click();
  await menuOf(page, phone).locator('[data-menu-entry]').first().waitFor();
}

const hrefsOf = (links: Element[]) => links.map((link) => link.getAttribute('href') ?? '');

/** Every address the side menu offers: its links and the links of each submenu it opens. */
async function menuAddresses(page: Page, phone: boolean): Promise<string[]> {
  await showMenu(page, phone);
  const hrefs = new Set(await menuOf(page, phone).locator('a[data-menu-entry]').evaluateAll(hrefsOf));
  const catalogues = await menuOf(page, phone)
    .locator('[data-menu-entry]:not(a)')
    .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-menu-entry') ?? ''));
  for (const id of catalogues) {
    if (id === 'userMenu' || id === 'settings') continue; // actions, not pages
    await showMenu(page, phone);
    await menuOf(page, phone).locator(`[data-menu-entry="${id}"]`).click();
    const submenu = page.getByTestId('submenu');
    await submenu.waitFor();
    for (const href of await submenu.getByRole('link').evaluateAll(hrefsOf)) hrefs.add(href);
    if (phone) {
      await page.reload(); // the drawer starts again from its entries
      continue;
    }
    await page.keyboard.press('Escape');
    await submenu.waitFor({ state: 'detached' });
  }
  return [...hrefs].filter((href) => href.startsWith('/'));
}

/** Opens each address and says what is wrong with it, if anything. */
async function walk(context: BrowserContext, page: Page, origin: string, hrefs: string[]): Promise<string[]> {
  const faults: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`${current}: console error ${message.text()}`);
  });
  for (const href of hrefs) {
    current = href;
    await page.goto(`${origin}${href}`);
    await page.getByTestId('top-bar').waitFor();
    await page.waitForLoadState('networkidle');
    if ((await page.getByTestId('module-placeholder').count()) > 0) faults.push(`${href}: not available yet`);
    const text =
      (await page
        .locator('main')
        .first()
        .innerText()
        .catch(() => '')) ?? '';
    const rawKey = /\b(?:sideMenu|routePage|appIncludes|shell|common)\.[a-zA-Z]+\b/.exec(text);
    if (rawKey) faults.push(`${href}: raw text key ${rawKey[0]}`);
    if (/\{\{[^}]*\}\}/.test(text)) faults.push(`${href}: template braces`);
  }
  await context.close();
  return faults;
}

describe.skipIf(!chromiumPath)('every menu entry leads somewhere', () => {
  const journey = useJourney();

  for (const [username, width, lang] of [
    ['admin', 1280, 'en'],
    ['staff', 1280, 'en'],
    ['participant', 375, 'no'],
  ] as const)
    it(`walks the menu of the ${username} (${lang}, ${width} px)`, { timeout: 240_000 }, async () => {
      const context = await newPortalContext(journey.browser, width);
      const page = await context.newPage();
      await signIn(page, journey.server, username);
      await page.goto(journey.server.url('demo', `/overview?lang=${lang}`));
      const hrefs = await menuAddresses(page, width < 768);
      expect(hrefs.length).toBeGreaterThan(3);
      const origin = new URL(page.url()).origin;
      expect(await walk(context, page, origin, hrefs)).toEqual([]);
    });
});
