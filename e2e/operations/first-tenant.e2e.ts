// Journey (issue 18): an operator's first day without demo data. The bare domain says how to create
// the first tenant; `npm run tenant -- create` (with the server stopped, since the embedded database
// is one process's) creates it with its admin; the admin opens the set-password link from the SMS,
// chooses a password with the 6-digit SMS code, and signs in with it and a 7-digit SMS code.
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath, launchChromium } from '../support/chromium';
import { enterSmsCode, expectFitsWidth, expectSignedIn, newPortalContext, submitCredentials } from '../support/login-journey';
import { readSmsOutbox, waitForSmsCode } from '../support/outbox';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Forste-passord1';
const WITHOUT_DEMO = { DEMO_DATA: 'off' };

function tenantCommand(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/operations/tenant-cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...WITHOUT_DEMO },
    encoding: 'utf8',
  });
}

describe.skipIf(!chromiumPath)('the first tenant of an operator', () => {
  let browser: Browser;
  let server: PortalServer | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a tenant by command and its admin signs in with the password they set', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-ops-'));
    server = await startPortalServer(WITHOUT_DEMO, { dataDir });
    const context = await newPortalContext(browser, 375);
    const page = await context.newPage();
    await page.goto(`http://localhost:${server.port}/`);
    await page.getByRole('heading', { name: 'Portal' }).waitFor();
    await page.getByText('No tenant has been created yet').waitFor();
    await page.getByText('Ingen kunde er opprettet ennå').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);

    // While the server holds the folder the command refuses with one line, changing nothing.
    const refused = tenantCommand(dataDir, ['list']);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^DATA_DIR .* is in use by process \d+ \(the portal server, since .*\); stop it first$/);

    await server.stop({ keepData: true });
    const created = tenantCommand(dataDir, ['create', 'acme', '--name', 'Acme Omsorg', '--brand', 'care', '--admin-mobile', '91234567']);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    server = await startPortalServer(WITHOUT_DEMO, { dataDir });

    const invitation = readSmsOutbox(dataDir).at(-1);
    expect(invitation?.to).toBe('+4791234567');
    const link = new URL(/https?:\/\/\S+/.exec(invitation?.content ?? '')?.[0] ?? 'http://missing');
    expect(link.pathname).toBe('/reset-password');

    const smsBefore = readSmsOutbox(dataDir).length;
    await page.goto(server.url('acme', `${link.pathname}${link.search}`));
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    const code = await waitForSmsCode(dataDir, smsBefore, 6);
    await page.getByLabel(/^SMS code/).fill(code);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password reset successful' }).waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(/\/login/);

    const loginSms = readSmsOutbox(dataDir).length;
    await submitCredentials(page, { username: 'admin', password: PASSWORD, trusted: false });
    await enterSmsCode(page, server, loginSms);
    await expectSignedIn(page);

    // The admin adds a user on the administration page; the user gets the link by SMS.
    await page.goto(server.url('acme', '/settings/administration'));
    const form = page.getByRole('region', { name: 'Add a user' });
    await form.waitFor();
    await form.getByLabel(/^Username/).fill('nina');
    await form.getByLabel(/^First name/).fill('Nina');
    await form.getByLabel(/^Mobile number/).fill('93456789');
    const smsBeforeAdd = readSmsOutbox(dataDir).length;
    await form.getByRole('button', { name: 'Add user' }).click();
    await page.getByText('nina was added and got a link by SMS to choose a password').waitFor();
    expect(readSmsOutbox(dataDir)[smsBeforeAdd]?.to).toBe('+4793456789');
    await form.getByLabel(/^Username/).fill('admin');
    await form.getByLabel(/^Mobile number/).fill('93456789');
    await form.getByRole('button', { name: 'Add user' }).click();
    await form.getByRole('alert').getByText('The username is taken').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFitsWidth(page);

    // The bare domain lists no tenant once one exists.
    const bare = await page.goto(`http://localhost:${server.port}/`);
    expect(bare?.status()).toBe(404);
    expect(await page.content()).not.toContain('Acme');
    await context.close();
  });
});
