// Journey (issue 26 items 4 and 5): one session per browser. A new tab opens signed in; a tab born
// with a token that was renewed elsewhere (a duplicated tab) asks its sibling and carries on; a
// sign-out in one tab ends every tab; a tab whose session is over says so and keeps the page it
// was on for the next sign-in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { logOut, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

const TOKEN_KEY = 'portal.session_token';
const tokenOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

/** A fresh token for the session, which revokes `token` (what the session timer's renewal does). */
async function renewedElsewhere(page: Page, token: string): Promise<string> {
  return page.evaluate(async (old) => {
    const answer = await fetch('/api/auth/protected/refresh?context=session', {
      headers: { authorization: `Bearer ${old}` },
    });
    return ((await answer.json()) as { token: string }).token;
  }, token);
}

describe.skipIf(!chromiumPath)('one session across tabs', () => {
  const journey = useJourney();

  it('opens a new tab signed in and ends every tab with one sign-out', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const first = await context.newPage();
    await signIn(first, server, 'staff');
    const token = await tokenOf(first);
    expect(token).toBeTruthy();

    // A new tab (as a ctrl-click opens one) goes straight to the page, signed in.
    const second = await context.newPage();
    await second.goto(server.url('demo', '/calendar?lang=en'));
    await second.getByTestId('top-bar').waitFor();
    expect(second.url()).toContain('/calendar');
    expect(await tokenOf(second)).toBe(token);
    expect(await seriousA11yViolations(second)).toEqual([]);

    // Signing out in the second tab signs out the first.
    await logOut(second);
    await first.waitForURL(/\/login/);
    expect(await tokenOf(first)).toBeNull();
    await context.close();
  });

  it('carries on in a tab whose token was renewed in another and sends an ended one to sign in', async () => {
    const { server, browser } = journey;
    const context = await newPortalContext(browser);
    const first = await context.newPage();
    await signIn(first, server, 'staff');
    const born = (await tokenOf(first)) ?? '';

    // The first tab's session is renewed (its old token revoked) and the tab holds the new one.
    const renewed = await renewedElsewhere(first, born);
    await first.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, renewed] as const);
    await first.reload();
    await first.getByTestId('top-bar').waitFor();

    // A duplicated tab is born with the old token: it asks its sibling and opens the page.
    const duplicate = await context.newPage();
    await duplicate.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      },
      [TOKEN_KEY, born] as const,
    );
    await duplicate.goto(server.url('demo', '/tasks?lang=en'));
    await duplicate.getByTestId('top-bar').waitFor();
    await poll(() => tokenOf(duplicate)).toBe(renewed);
    expect(await duplicate.getByText('Your data could not be loaded.').count()).toBe(0);
    await context.close();

    // With no other tab to ask, an ended session is said so, and the page is kept for sign-in.
    const alone = await newPortalContext(browser);
    const page = await alone.newPage();
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      },
      [TOKEN_KEY, born] as const,
    );
    await page.goto(server.url('demo', '/tasks?lang=en'));
    await page.getByRole('dialog', { name: 'Your session has expired' }).waitFor();
    await page.waitForURL(/\/login\?/);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(Buffer.from(redirect, 'base64').toString()).toContain('/tasks');
    await alone.close();
  });
});
