import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../support/chromium';
import { startPortalServer, type PortalServer } from '../support/portal-server';

describe.skipIf(!chromiumPath)('opening a tenant portal', () => {
  let server: PortalServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startPortalServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('titles the page with the customer name', async () => {
    const page = await browser.newPage();
    await page.goto(server.url('demo'));
    await expect.poll(() => page.title()).toBe('Demo Arbeid');
    await page.close();
  });

  it('shows the 404 page for an unknown subdomain', async () => {
    const page = await browser.newPage();
    const response = await page.goto(server.url('nope'));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.textContent('body')).toContain('nope.localhost');
    await page.close();
  });
});
