import { launchChromium } from '../support/chromium';
import { startPortalServer } from '../support/portal-server';
import { enterSmsCode, expectSignedIn, submitCredentials } from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';
const server = await startPortalServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  await page.goto(server.url('demo', '/login'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'Log in as guest' }).waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  console.log('after back:', (await page.textContent('body'))?.slice(0, 300));
  let smsBefore = readSmsOutbox(server.dataDir).length;
  await submitCredentials(page, { username: 'participant', trusted: false });
  await enterSmsCode(page, server, smsBefore);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/login/);
  await page.waitForTimeout(1000);
  console.log('after logout:', page.url(), (await page.textContent('body'))?.slice(0, 300));
} finally {
  await browser.close();
  await server.stop();
}
