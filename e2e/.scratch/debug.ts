import { launchChromium } from '../support/chromium';
import { startPortalServer } from '../support/portal-server';
import { updateCustomer } from '../support/tenant-settings';
import { loginWithSmsCode } from '../support/login-journey';
let server = await startPortalServer();
await server.stop({ keepData: true });
await updateCustomer(server.dataDir, 'demo', 'session_validity_minutes = $2', [1]);
server = await startPortalServer({}, { dataDir: server.dataDir });
const browser = await launchChromium();
const log = (...a: unknown[]) => console.log(new Date().toISOString().slice(11, 19), ...a);
try {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.on('console', (m) => log('console:', m.type(), m.text()));
  page.on('response', (r) => { if (r.url().includes('/api/auth')) log('resp', r.status(), r.url()); });
  await page.clock.install();
  await loginWithSmsCode(page, server, 'demo', 'admin', false);
  log('signed in');
  const token = await page.evaluate(() => sessionStorage.getItem('portal.session_token'));
  log('claims', JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()));
  await page.clock.fastForward(52_000);
  await page.waitForTimeout(1000);
  log('dialogs', await page.getByRole('dialog').count(), (await page.textContent('body'))?.slice(0, 300));
} finally {
  await browser.close();
  await server.stop();
}
