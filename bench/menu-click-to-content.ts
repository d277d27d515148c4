// Issue 26 figure: from a click in the menu to the content of the all-questionnaires list, the inbox
// and a questionnaire's view, the first time (the app and the page's chunks load) and the second
// (loaded), in Chromium on localhost as a staff member. Target: each at or under 1 s on a quiet
// machine. Needs a build (`npm run build`) and Chromium.
// Run: npx tsx bench/menu-click-to-content.ts (type-checked with e2e/, whose browser helpers it drives)
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { chromiumPath, launchChromium } from '../e2e/support/chromium';
import { newPortalContext } from '../e2e/support/login-journey';
import { startPortalServer } from '../e2e/support/portal-server';
import { signIn } from '../e2e/support/shell-journey';

const TARGET_MS = 1000;

if (!chromiumPath) {
  console.log('menu click to content: no Chromium on this machine, skipped');
  process.exit(0);
}

/** Milliseconds from `click` to `shown` resolving. */
async function timed(click: () => Promise<void>, shown: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await click();
  await shown();
  return performance.now() - started;
}

function cases(page: Page) {
  const nav = page.getByTestId('side-menu');
  const home = async () => {
    await nav.getByRole('link', { name: 'My overview' }).click();
    await page.getByTestId('qnr-list').waitFor({ state: 'detached' });
  };
  const openQnrList = async () => {
    await nav.getByRole('button', { name: 'All questionnaires' }).click();
    await page.getByTestId('submenu').getByRole('link', { name: 'All questionnaires/forms' }).click();
  };
  const listShown = () => page.getByTestId('qnr-list').locator('a').first().waitFor();
  return [
    { name: 'all questionnaires list', before: home, click: openQnrList, shown: listShown },
    {
      name: 'inbox',
      before: home,
      click: () => nav.getByRole('link', { name: 'Inbox/outbox' }).click(),
      shown: () => page.getByTestId('inbox').waitFor(),
    },
    {
      name: "a questionnaire's view",
      before: async () => {
        await openQnrList();
        await listShown();
      },
      click: () => page.getByTestId('qnr-list').locator('a').first().click(),
      shown: () => page.getByTestId('qnr-view').waitFor(),
    },
  ];
}

const server = await startPortalServer();
const browser = await launchChromium();
try {
  const context = await newPortalContext(browser);
  const page = await context.newPage();
  await signIn(page, server, 'staff');
  console.log(`menu click to the page's content (Chromium, localhost, staff; target ≤ ${TARGET_MS} ms):`);
  for (const c of cases(page)) {
    const runs: number[] = [];
    for (let i = 0; i < 2; i++) {
      await c.before();
      runs.push(await timed(c.click, c.shown));
    }
    const [first = 0, second = 0] = runs;
    console.log(
      `  ${c.name.padEnd(26)} first ${first.toFixed(0).padStart(5)} ms (${(first / TARGET_MS).toFixed(2)} of target)` +
        `, second ${second.toFixed(0).padStart(5)} ms (${(second / TARGET_MS).toFixed(2)})`,
    );
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
