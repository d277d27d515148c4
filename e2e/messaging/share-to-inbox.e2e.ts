// Journey (issue 31 items 1, 2 and 4): a staff member opens the outbox, sees each item's status
// (one SMS failed by the gateway's report), and shares a document with a colleague with a note; the
// colleague, on a phone and in Norwegian, finds it unread at the top of the inbox, opens it by
// keyboard (it is then read) and reads the note. Both languages, 375 px, no serious axe violation.
// Issue 31 item 3: a group send's detail page shows per participant each item's status, and an SMS
// the gateway then reports failed shows failed with its reason.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

const GATEWAY_SECRET = 'journey-gateway-secret';

/** The server, as the signed-in page asks it (its own session token): GET a path, or the data API. */
function ask<T>(page: Page, path: string, query?: string): Promise<T> {
  return page.evaluate(
    async ({ path, query }) => {
      const token = window.sessionStorage.getItem('portal.session_token') ?? '';
      const answer = await fetch(path, {
        method: query ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(query ? { body: JSON.stringify({ query }) } : {}),
      });
      return (await answer.json()) as T;
    },
    { path, query },
  );
}

describe.skipIf(!chromiumPath)('messaging: share to the inbox', () => {
  const journey = useJourney({ SMS_GATEWAY_TOKEN: GATEWAY_SECRET });

  it('a staff member shares a document with a colleague, who finds it in the inbox', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/outbox?lang=en'));
    const outbox = page.getByTestId('outbox');
    await outbox.getByTestId('outbox-row').first().waitFor();
    await poll(() => page.getByTestId('page-title').textContent()).toBe('Outbox');
    await outbox.getByText('SMS failed').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Document' }).click();
    const row = outbox.getByTestId('outbox-row').first();
    const title = (await row.locator('.MuiListItemText-primary').textContent()) ?? '';
    await row.getByRole('button', { name: 'Share' }).click();
    const form = page.getByTestId('share-form');
    await form.getByLabel('Share with').click();
    await page.getByRole('option', { name: /Lars Haugen · Colleague/ }).click();
    await form.getByLabel('Note (optional)').fill('Kan du se på dette før fredag?');
    await form.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Shared with Lars Haugen').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();

    const phone = await newPortalContext(journey.browser, 375);
    const leader = await phone.newPage();
    await signIn(leader, journey.server, 'leader');
    await leader.goto(journey.server.url('demo', '/inbox?lang=no'));
    const inbox = leader.getByTestId('inbox');
    const first = inbox.getByTestId('inbox-row').first();
    await first.waitFor();
    await poll(() => leader.getByTestId('page-title').textContent()).toBe('Innboks');
    const unreadBefore = await leader.getByTestId('inbox-unread').textContent();
    expect(await first.textContent()).toContain(title);
    expect(await first.textContent()).toContain('Delt med deg');
    expect(await first.textContent()).toContain('Ulest');
    await expectFitsWidth(leader);
    expect(await seriousA11yViolations(leader)).toEqual([]);

    await first.focus();
    await leader.keyboard.press('Enter');
    await leader.waitForURL(/\/inbox\/\d+\?/);
    const item = leader.getByTestId('inbox-item');
    await item.getByText('Kan du se på dette før fredag?').waitFor();
    expect(await item.textContent()).toContain('Delt av Kari Nordmann');
    await expectFitsWidth(leader);
    expect(await seriousA11yViolations(leader)).toEqual([]);
    await leader.goBack();
    await inbox.getByTestId('inbox-row').first().waitFor();
    await poll(() => leader.getByTestId('inbox-unread').textContent()).not.toBe(unreadBefore);
    await phone.close();
  });

  it('a group send shows each participant’s status, and an SMS the gateway reports failed', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    await signIn(page, journey.server, 'staff');
    await page.goto(journey.server.url('demo', '/inbox-outbox?lang=en'));
    const tab = page.getByRole('tab', { name: 'Outbox groups' });
    await tab.waitFor();
    await page.getByRole('tab', { name: 'Inbox' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/outbox-groups\?/);
    const row = page.getByTestId('outbox-group-row').filter({ hasText: 'Oppstart høst' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Questionnaires: 3 · Participants: 3');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The gateway reports the delivered SMS of the group failed.
    const groupId = /outbox-groups\/(\d+)/.exec((await row.getAttribute('href')) ?? '')?.[1];
    const group = await ask<{ participants: { items: { id: number; sms: { status: string } | null }[] }[] }>(
      page,
      `/api/outbox-groups/${groupId}`,
    );
    const delivered = group.participants
      .flatMap((p) => p.items)
      .filter((item) => item.sms?.status === 'delivered')
      .map((item) => item.id);
    expect(delivered).toHaveLength(1);
    const sms = await ask<{ data: { sms: { uid: string }[] } }>(
      page,
      '/api/srvproxy/v1/graphql',
      `query { sms(where: {query_id: {_eq: ${delivered[0]}}, delivery_status: {_eq: "delivered"}}) { uid } }`,
    );
    const reference = sms.data.sms[0]?.uid ?? '';
    expect(reference).not.toBe('');
    // The gateway's call, from the tenant's address (Node resolves no *.localhost; Chromium does).
    const report = await page.evaluate(
      async ({ reference, secret }) =>
        (
          await fetch('/api/sms/delivery-report', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
            body: JSON.stringify({ reference, status: 'failed', reason: 'NO_ROUTE' }),
          })
        ).status,
      { reference, secret: GATEWAY_SECRET },
    );
    expect(report).toBe(200);

    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/outbox-groups\/\d+\?/);
    const detail = page.getByTestId('outbox-group');
    await detail.waitFor();
    const people = detail.getByTestId('outbox-group-participant');
    await poll(() => people.count()).toBe(3);
    await detail.getByText('SMS failed: NO_ROUTE').waitFor();
    await detail.getByText('SMS failed: UNREACHABLE').waitFor();
    await detail.getByText('SMS failed: 2').waitFor();
    await detail.getByText('Nothing sent to this participant yet').waitFor();
    expect(await detail.getByTestId('outbox-group-status').allTextContents()).toContain('Answered');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();

    const phone = await newPortalContext(journey.browser, 375);
    const small = await phone.newPage();
    await signIn(small, journey.server, 'staff');
    await small.goto(journey.server.url('demo', '/outbox-groups?lang=no'));
    await small.getByTestId('outbox-group-row').first().click();
    await small.getByText('SMS feilet: NO_ROUTE').waitFor();
    await expectFitsWidth(small);
    expect(await seriousA11yViolations(small)).toEqual([]);
    await phone.close();
  });
});
