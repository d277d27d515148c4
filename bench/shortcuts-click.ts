// Prints how long a click on "Shortcuts" in the side menu takes to show the Shortcuts page's content
// (its cards) in Chromium on localhost: the first time (the artifact app and its page chunk load) and
// the second time (the app already loaded). Needs a build (`npm run build`) and Chromium.
// Run: npx tsx bench/shortcuts-click.ts (type-checked with e2e/, whose browser helpers it drives)
import { performance } from 'node:perf_hooks';
import { chromiumPath, launchChromium } from '../e2e/support/chromium';
import { newPortalContext } from '../e2e/support/login-journey';
import { startPortalServer } from '../e2e/support/portal-server';
import { signIn } from '../e2e/support/shell-journey';

if (!chromiumPath) {
  console.log('shortcuts click: no Chromium on this machine, skipped');
  process.exit(0);
}
const server = await startPortalServer();
const browser = await launchChromium();
try {
  const context = await newPortalContext(browser);
  const page = await context.newPage();
  await signIn(page, server, 'staff');
  const menu = page.getByTestId('side-menu');
  const clickToCards = async () => {
    const started = performance.now();
    await menu.getByRole('link', { name: 'Shortcuts', exact: true }).click();
    await page.getByTestId('shortcut-cards').getByRole('link').first().waitFor();
    return performance.now() - started;
  };
  const first = await clickToCards();
  await menu.getByRole('link', { name: 'My overview' }).click();
  await page.getByTestId('shortcut-cards').waitFor({ state: 'detached' });
  const second = await clickToCards();
  console.log(`side menu "Shortcuts" click to the page's cards (Chromium, localhost):`);
  console.log(`  first time (app loads):     ${first.toFixed(0).padStart(5)} ms`);
  console.log(`  second time (app loaded):   ${second.toFixed(0).padStart(5)} ms`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
