// Steps of the login screens as a person takes them, shared by the journeys.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { readSmsOutbox, waitForSmsCode } from './outbox';
import type { PortalServer } from './portal-server';

export const DEMO_PASSWORD = 'Demo-1234';

/** A fresh browser context in English at phone width (375 px) or desktop width. */
export async function newPortalContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', viewport: { width, height: 800 } });
}

/** Welcome -> credentials -> continue. Leaves the page at the step after the password. */
export async function submitCredentials(
  page: Page,
  input: { username: string; password?: string; trusted: boolean },
) {
  const remember = page.getByRole('checkbox', { name: 'Remember me on this device' });
  if (input.trusted) await remember.check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('heading', { name: input.trusted ? 'Log in as regular user' : 'Log in as guest' })
    .waitFor();
  await page.getByLabel('Username').fill(input.username);
  await page.getByLabel(/^Password/).fill(input.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** On the SMS code step: reads the code from the dev outbox and logs in. */
export async function enterSmsCode(page: Page, server: PortalServer, smsBefore: number) {
  await page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor();
  const code = await waitForSmsCode(server.dataDir, smsBefore, 7);
  await page.getByLabel(/^SMS code/).fill(code);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The whole login with the SMS code; ends on the signed-in page. */
export async function loginWithSmsCode(
  page: Page,
  server: PortalServer,
  tenant: string,
  username: string,
  trusted: boolean,
) {
  await page.goto(server.url(tenant, '/login'));
  const smsBefore = readSmsOutbox(server.dataDir).length;
  await submitCredentials(page, { username, trusted });
  await enterSmsCode(page, server, smsBefore);
  await expectSignedIn(page);
}

/** Signed in: on the overview, with a session token that the server accepts for a named user. */
export async function expectSignedIn(page: Page) {
  await page.waitForURL(/\/overview/);
  await page.getByTestId('signed-in-user').waitFor({ state: 'attached' });
  const userName = await page.evaluate(async () => {
    const token = sessionStorage.getItem('portal.session_token');
    if (!token) return null;
    const answer = await fetch('/api/bootstrap', { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { user_name?: string }).user_name ?? null;
  });
  expect(userName).toMatch(/\S/);
}

/** No horizontal scrolling at the current width (the 375 px check). */
export async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Logs out as the signed-in page offers it: its "Log out" button where one is on screen, otherwise
 * the logout event the shell's own logout dispatches (with the device of the session's token).
 */
export async function logOut(page: Page) {
  const button = page.getByRole('button', { name: 'Log out' });
  if ((await button.count()) > 0 && (await button.first().isVisible())) {
    await button.first().click();
  } else {
    await page.evaluate(() => {
      const token = sessionStorage.getItem('portal.session_token') ?? '';
      const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
        device?: string;
      };
      window.dispatchEvent(
        new CustomEvent('portal:logout', { detail: { device: payload.device ?? 'unknown', reason: 'user' } }),
      );
    });
  }
  await page.waitForURL(/\/login/);
}
