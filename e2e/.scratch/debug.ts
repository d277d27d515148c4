import { launchChromium } from '../support/chromium';
import { startPortalServer } from '../support/portal-server';
const server = await startPortalServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('response', (r) => { if (r.url().includes('/api/')) console.log('resp', r.status(), r.url()); });
  await page.goto(server.url('demo', '/login'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Username').fill('staff');
  await page.getByLabel(/^Password/).fill('Demo-1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForTimeout(3000);
  console.log((await page.textContent('body'))?.slice(0, 600));
  await page.screenshot({ path: '/tmp/analysis/shot.png' });
} finally {
  await browser.close();
  await server.stop();
}
