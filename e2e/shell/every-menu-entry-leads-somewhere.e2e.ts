// Journey (issue 26 "done when", issue 33 item 3): each role walks every entry of its side menu and
// of every submenu, and each leads to a page of its own: no "not available yet" page, no raw text
// key, no template braces, no word of the other language in the page's buttons, headings, labels
// and column headers (issue 26 item 7), no console error. The admin in English and the staff member
// in Norwegian at 1280 px, the participant in both at 375 px (the phone's drawer).
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

/**
 * Words of the UI's chrome (buttons, headings, labels, column headers, tabs) that belong to the
 * other language: a Norwegian word on an English page or an English one on a Norwegian page. Only
 * the chrome is read, since the demo's own rows (names, titles) are in Norwegian in both.
 */
const OTHER_LANGUAGE: Record<'en' | 'no', RegExp> = {
  en: /\b(?:Lagre|Avbryt|Slett|Lukk|Tilbake|Neste|Forrige|Søk|Velg|Måned|Uke|Dag|visning|Svarene|lagres|ikke|og|eller|Ny|Nytt|Legg til|Rediger|Deltaker|Deltakere|Dokumenter|Skjema|Oversikt|Innstillinger)\b/u,
  no: /\b(?:Save|Cancel|Delete|Close|Back|Next|Previous|Search|Choose|Select|Month|Week|Day|Today|today|month|list|week|Replace participant|Loading|Add|Edit|New|Participants?|Documents|Questionnaires?|Overview|Settings|Answers|Sent)\b/u,
};
const CHROME = 'button, h1, h2, h3, label, th, [role="tab"], [role="columnheader"], legend';

/** What on the page is a raw text key, template braces or the other language's words. */
async function wordingFaults(page: Page, href: string, lang: 'en' | 'no'): Promise<string[]> {
  const faults: string[] = [];
  // The page's content is read from its main landmark: a page without one is a fault of its own.
  if ((await page.locator('main').count()) === 0) return [`${href}: no main landmark`];
  const main = page.locator('main').first();
  const text = (await main.innerText().catch(() => '')) ?? '';
  const rawKey =
    /\b(?:sideMenu|routePage|appIncludes|shell|common)\.[a-zA-Z]+\b/.exec(text) ??
    // a dotted key whose last part is camelCase (login.welcomeTitle), a category key (category.Generert)
    /\b[a-z][a-zA-Z]*\.(?:[a-z][a-zA-Z]*\.)*[a-z]+[A-Z][a-zA-Z]*\b/.exec(text) ??
    /\bcategory\.[A-ZÆØÅ]\w*/u.exec(text) ??
    // a feature flag by its code name (shell_HideContextMeOverview), shown where its label belongs
    /\b[a-z]+_[A-Z][A-Za-z]+\b/.exec(text);
  if (rawKey) faults.push(`${href}: raw text key ${rawKey[0]}`);
  if (/\{\{[^}]*\}\}/.test(text)) faults.push(`${href}: template braces`);
  const chrome = await main
    .locator(CHROME)
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim()).filter(Boolean))
    .catch(() => [] as string[]);
  if (chrome.length === 0) faults.push(`${href}: no heading, button or label to read`);
  for (const words of chrome) {
    const foreign = OTHER_LANGUAGE[lang].exec(words);
    if (foreign) faults.push(`${href}: "${words}" has "${foreign[0]}" on a page in ${lang}`);
  }
  return faults;
}

/** Opens each address and says what is wrong with it, if anything. */
async function walk(
  context: BrowserContext,
  page: Page,
  origin: string,
  hrefs: string[],
  lang: 'en' | 'no',
): Promise<string[]> {
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
    // A page's code can still be evaluating after the network went quiet (a loaded machine): its
    // content is judged once it has something to read, or after 15 s without.
    await page
      .locator('main')
      .first()
      .locator(CHROME)
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    if ((await page.getByTestId('module-placeholder').count()) > 0) faults.push(`${href}: not available yet`);
    faults.push(...(await wordingFaults(page, href, lang)));
  }
  await context.close();
  return faults;
}

describe.skipIf(!chromiumPath)('every menu entry leads somewhere', () => {
  const journey = useJourney();

  for (const [username, width, lang] of [
    ['admin', 1280, 'en'],
    ['staff', 1280, 'no'],
    ['participant', 375, 'no'],
    ['participant', 375, 'en'],
  ] as const)
    it(`walks the menu of the ${username} (${lang}, ${width} px)`, { timeout: 240_000 }, async () => {
      const context = await newPortalContext(journey.browser, width);
      const page = await context.newPage();
      await signIn(page, journey.server, username);
      await page.goto(journey.server.url('demo', `/overview?lang=${lang}`));
      const hrefs = await menuAddresses(page, width < 768);
      expect(hrefs.length).toBeGreaterThan(3);
      const origin = new URL(page.url()).origin;
      // As one text, so that a failure prints every fault in full.
      expect((await walk(context, page, origin, hrefs, lang)).join('\n')).toBe('');
    });
});
