// Journey: the `redirect` of the login page. A path of this site is followed after login; one that
// does not decode gives "Error decoding redirect" and the overview; another site is ignored.
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { enterSmsCode, expectSignedIn, newPortalContext, submitCredentials } from '../support/login-journey';
import { readSmsOutbox } from '../support/outbox';
import type { Page } from 'playwright-core';
import type { PortalServer } from '../support/portal-server';

async function logIn(page: Page, server: PortalServer) {
  const smsBefore = readSmsOutbox(server.dataDir).length;
  await submitCredentials(page, { username: 'admin', trusted: false });
  await enterSmsCode(page, server, smsBefore);
}

describe.skipIf(!chromiumPath)('redirect after login', () => {
  const journey = useJourney();

  it('carries a wanted path through the login', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/overview?user_context=ME'));
    await page.waitForURL(/\/login\?redirect=/);
    expect(Buffer.from(new URL(page.url()).searchParams.get('redirect') ?? '', 'base64').toString()).toBe(
      '/overview?user_context=ME',
    );
    await logIn(page, server);
    await expectSignedIn(page);
    expect(new URL(page.url()).searchParams.get('user_context')).toBe('ME');
    await context.close();
  });

  it('says "Error decoding redirect" for a redirect that does not decode', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login?redirect=%25%25%3Cscript%3E'));
    await logIn(page, server);
    await page.getByRole('alert').filter({ hasText: 'Error decoding redirect' }).waitFor();
    await expectSignedIn(page);
    await context.close();
  });

  it('ignores a redirect to another site', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const foreign = Buffer.from('//evil.example/steal').toString('base64');
    await page.goto(server.url('demo', `/login?redirect=${encodeURIComponent(foreign)}`));
    await logIn(page, server);
    await expectSignedIn(page);
    expect(new URL(page.url()).host).toBe(`demo.localhost:${server.port}`);
    await context.close();
  });
});
