// Journey: the shell's live queries come back after a long time offline (issue 15 part 3). A staff
// member's page loses the data API's WebSocket for longer than graphql-ws's reconnects (their waits
// are the page's timers, moved on by the test's clock, not waited for); a participant writes
// meanwhile and after; once the page is online again the side menu's unseen badge counts both
// without a reload, and the conversation shows them.
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

const badge = (page: Page) => page.getByTestId('side-menu').getByTestId('chat-unseen');
/** The side menu's count (0 when no badge is shown). */
const badgeCount = async (page: Page) => Number((await badge(page).allTextContents())[0] ?? 0);
const bodies = (page: Page) => page.getByTestId('chat-message-body').allTextContents();

describe.skipIf(!chromiumPath)('chat after a long time offline', () => {
  const journey = useJourney();

  it('the side menu badge and the thread subscribe again when the page is back online', async () => {
    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    const phoneContext = await newPortalContext(journey.browser, 375);
    const phone = await phoneContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await signIn(phone, journey.server, 'participant');

    // The staff page's WebSockets to the data API go through the test: while "offline" every
    // attempt is refused at once, as a lost network does.
    let offline = false;
    let attempts = 0;
    const sockets = new Set<WebSocketRoute>();
    await staff.routeWebSocket(/\/graphql$/, (ws) => {
      attempts++;
      if (offline) {
        void ws.close({ code: 1001, reason: 'offline' });
        return;
      }
      ws.connectToServer();
      sockets.add(ws);
    });
    await staff.clock.install();
    await staff.goto(journey.server.url('demo', '/overview?lang=en'));
    await poll(() => badgeCount(staff)).toBe(3);

    await phone.goto(journey.server.url('demo', '/chat?lang=en'));
    await phone.getByTestId('chat-list').getByRole('link').first().click();
    await phone.getByTestId('chat-conversation').waitFor();
    const phoneInput = phone.getByTestId('chat-input');

    // Offline, for longer than graphql-ws's five reconnects (1 + 2 + 4 + 8 + 16 s and a random
    // part): the clock moves on until the page has tried more often than they allow.
    offline = true;
    await staffContext.setOffline(true);
    for (const ws of sockets) await ws.close({ code: 1001, reason: 'offline' });
    sockets.clear();
    const before = attempts;
    await poll(async () => {
      await staff.clock.fastForward(10_000);
      return attempts - before;
    }).toBeGreaterThanOrEqual(6);
    await phoneInput.fill('Skrevet mens du var borte');
    await phoneInput.press('Enter');
    await poll(() => bodies(phone)).toContain('Skrevet mens du var borte');
    expect(await badgeCount(staff)).toBe(3);

    // Back online: the badge counts the message written meanwhile, and the next one live.
    offline = false;
    await staffContext.setOffline(false);
    await poll(async () => {
      await staff.clock.fastForward(1_000);
      return badgeCount(staff);
    }).toBe(4);
    await phoneInput.fill('Og en til nå');
    await phoneInput.press('Enter');
    await poll(() => badgeCount(staff)).toBe(5);

    // The conversation shows both.
    await staff.goto(journey.server.url('demo', '/chat?lang=en'));
    await staff
      .getByTestId('chat-list')
      .getByRole('link', { name: /Oppfølging/ })
      .click();
    await staff.getByTestId('chat-conversation').waitFor();
    await poll(() => bodies(staff)).toEqual(
      expect.arrayContaining(['Skrevet mens du var borte', 'Og en til nå']),
    );
    await phoneContext.close();
    await staffContext.close();
  });
});
