// Journey (issue 31 items 1, 2 and 4): a staff member opens the outbox, sees each item's status
// (one SMS failed by the gateway's report), and shares a document with a colleague with a note; the
// colleague, on a phone and in Norwegian, finds it unread at the top of the inbox, opens it by
// keyboard (it is then read) and reads the note. Both languages, 375 px, no serious axe violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

describe.skipIf(!chromiumPath)('messaging: share to the inbox', () => {
  const journey = useJourney();

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
});
