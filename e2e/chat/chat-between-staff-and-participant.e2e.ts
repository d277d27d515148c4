// Journey: chat (issue 15) with two browsers at once, a staff member at desk width and a
// participant on a phone (375 px): messages appear on the other screen without a reload both ways;
// the participant goes offline, writes, comes back, and the message arrives exactly once; the side
// menu's unseen badge counts and clears; each side sees the other typing; staff resolve and the
// participant's reply reopens; search finds an old message; a link in a message is a safe link and
// HTML shows as text; files go with a message (an image shown as a thumbnail, a PDF as a file to
// download) to the members only. Both languages, by keyboard, no serious axe violation.
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

const badge = (page: Page) => page.getByTestId('side-menu').getByTestId('chat-unseen');
/** The side menu's count (0 when no badge is shown); never waits for a badge that just went away. */
const badgeCount = async (page: Page) => Number((await badge(page).allTextContents())[0] ?? 0);
const bodies = (page: Page) => page.getByTestId('chat-message-body').allTextContents();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const occurrences = async (page: Page, text: string) => (await bodies(page)).filter((b) => b === text).length;

describe.skipIf(!chromiumPath)('chat', () => {
  const journey = useJourney();

  it('staff and a participant chat live; offline, badge, resolve and reopen, search (English)', async () => {
    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    const phoneContext = await newPortalContext(journey.browser, 375);
    const phone = await phoneContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await signIn(phone, journey.server, 'participant');

    // The badge counts the demo's unseen messages (two in the participant's conversation, one in the team chat).
    await staff.goto(journey.server.url('demo', '/overview?lang=en'));
    await poll(() => badgeCount(staff)).toBe(3);

    // The participant, on the phone, opens their conversation from the list.
    await phone.goto(journey.server.url('demo', '/chat?lang=en'));
    const phoneList = phone.getByTestId('chat-list');
    await phoneList.getByRole('link').first().waitFor();
    expect(await phoneList.getByRole('link').count()).toBe(1);
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phoneList.getByRole('link').first().click();
    await phone.getByTestId('chat-conversation').waitFor();
    await poll(() => bodies(phone)).toContain('Kan vi flytte møtet på fredag?');
    // A link in a message is a link that opens apart from the portal.
    const link = phone.getByTestId('chat-messages').getByRole('link', { name: 'https://www.nav.no/cv' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectFitsWidth(phone);

    // By keyboard: the participant writes and sends with Enter; it reaches the staff's badge live.
    const phoneInput = phone.getByTestId('chat-input');
    await phoneInput.focus();
    await phone.keyboard.type('Hei! Jeg har et spørsmål <b>om</b> møtet.');
    await phone.keyboard.press('Enter');
    await poll(() => badgeCount(staff)).toBe(4);

    // Staff open the conversation: it shows without a reload, the badge clears for it.
    await staff.goto(journey.server.url('demo', '/chat?lang=en'));
    const staffList = staff.getByTestId('chat-list');
    await staffList.getByRole('link', { name: /Oppfølging/ }).click();
    await staff.getByTestId('chat-conversation').waitFor();
    await poll(() => bodies(staff)).toContain('Hei! Jeg har et spørsmål <b>om</b> møtet.');
    expect(await staff.locator('[data-testid="chat-messages"] b').count()).toBe(0);
    await poll(() => badgeCount(staff)).toBe(1);
    await staffList.getByRole('link', { name: /Teamchat/ }).click();
    await poll(() => badgeCount(staff)).toBe(0);
    await staffList.getByRole('link', { name: /Oppfølging/ }).click();
    await staff.getByTestId('chat-conversation').waitFor();
    expect(await seriousA11yViolations(staff)).toEqual([]);

    // Typing, both ways (issue 33.5): each screen shows the other typing while both are open. A
    // word goes out at most every 2.5 s, once the typing socket is signed in and watching.
    const typingShown = (page: Page) => page.getByText(/is typing…/).count();
    await poll(async () => {
      await phoneInput.press('a');
      return typingShown(staff);
    }).toBeGreaterThan(0);
    await poll(async () => {
      await staff.getByTestId('chat-input').press('b');
      return typingShown(phone);
    }).toBeGreaterThan(0);
    await phoneInput.fill('');

    // Staff answer; the participant sees it without a reload, and the staff see it was read.
    await staff.getByTestId('chat-input').fill('Hei tilbake! Hva lurer du på?');
    await staff.getByRole('button', { name: 'Send' }).click();
    await poll(() => bodies(phone)).toContain('Hei tilbake! Hva lurer du på?');
    await poll(() => staff.getByTestId('chat-receipt').textContent()).toBe('Read');

    // Offline: the message waits on the phone, and arrives exactly once when the phone is back.
    await phoneContext.setOffline(true);
    await phone.getByText('You are offline.', { exact: false }).waitFor();
    await phoneInput.fill('Skrevet uten nett');
    await phoneInput.press('Enter');
    await phone.getByTestId('chat-pending').getByText('Waiting for the connection').waitFor();
    expect(await occurrences(staff, 'Skrevet uten nett')).toBe(0);
    await phoneContext.setOffline(false);
    await poll(() => occurrences(staff, 'Skrevet uten nett')).toBe(1);
    await poll(() => occurrences(phone, 'Skrevet uten nett')).toBe(1);
    await poll(() => phone.getByTestId('chat-pending').count()).toBe(0);
    expect(await occurrences(staff, 'Skrevet uten nett')).toBe(1);

    // Staff resolve; the participant's reply reopens, on both screens.
    await staff.getByRole('button', { name: 'Mark resolved' }).click();
    await poll(() => phone.getByTestId('chat-status').textContent()).toBe('Status: Resolved');
    await phoneInput.fill('Takk, en ting til!');
    await phoneInput.press('Enter');
    await poll(() => staff.getByTestId('chat-status').textContent()).toBe('Status: Reopened');
    await poll(() => phone.getByTestId('chat-status').textContent()).toBe('Status: Reopened');
    // The filter by status shows it among the reopened.
    await staff.getByRole('button', { name: 'Reopened', exact: true }).click();
    await poll(async () => {
      const titles = await staffList.getByRole('link').allTextContents();
      return titles.some((t) => t.includes('Oppfølging')) && !titles.some((t) => t.includes('Avklaring'));
    }).toBe(true);
    await staff.getByRole('button', { name: 'All', exact: true }).click();

    // Search finds an old message (three days old), by a word's other form.
    await staff.getByRole('searchbox', { name: 'Search messages' }).fill('arbeidspraksis');
    await staff.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
    const hits = staff.getByTestId('chat-search-hits');
    await hits.waitFor();
    expect(await hits.textContent()).toContain('arbeidspraksisen på mandag');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phoneContext.close();
    await staffContext.close();
  });

  it('in Norwegian: staff start a chat from quick access, the participant on the phone answers', async () => {
    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    const phoneContext = await newPortalContext(journey.browser, 375);
    const phone = await phoneContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await signIn(phone, journey.server, 'participant');
    await staff.goto(journey.server.url('demo', '/overview?lang=no'));
    await staff.getByTestId('quick-access').click();
    await staff.getByRole('menuitem', { name: 'Ny chat' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Med').fill('Ola');
    await staff.getByRole('option', { name: /Ola/ }).first().click();
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start chat' }).click();
    await staff.getByText('Chatten ble startet').waitFor();
    // A one-to-one with the participant exists already: it is the one opened.
    await staff.getByTestId('chat-conversation').waitFor();
    await poll(() => staff.getByTestId('chat-status').textContent()).toMatch(/^Status: /);
    await staff.getByRole('textbox', { name: 'Melding', exact: true }).fill('Hei Ola, ser deg i morgen.');
    await staff.getByRole('button', { name: 'Send' }).click();

    await phone.goto(journey.server.url('demo', '/chat?lang=no'));
    await phone.getByTestId('chat-list').getByRole('link').first().click();
    await poll(() => bodies(phone)).toContain('Hei Ola, ser deg i morgen.');
    await phone.getByRole('textbox', { name: 'Melding', exact: true }).fill('Flott, takk!');
    await phone.getByRole('button', { name: 'Send' }).click();
    await poll(() => bodies(staff)).toContain('Flott, takk!');
    await phone.getByRole('button', { name: 'Tilbake til samtalene' }).click();
    await phone.getByTestId('chat-list').waitFor();
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phoneContext.close();
    await staffContext.close();
  });

  it('sends files with a message: the phone attaches an image and a PDF, the staff see a thumbnail and a file', async () => {
    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    const phoneContext = await newPortalContext(journey.browser, 375);
    const phone = await phoneContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await signIn(phone, journey.server, 'participant');
    await phone.goto(journey.server.url('demo', '/chat?lang=no'));
    await phone.getByTestId('chat-list').getByRole('link').first().click();
    await phone.getByTestId('chat-conversation').waitFor();

    // The attach button is named and reached by keyboard; the files are chosen in the browser's
    // picker (given to its input here), shown as chips that can be removed, and sent with Enter.
    const attach = phone.getByRole('button', { name: 'Legg ved en fil' });
    await attach.focus();
    expect(await attach.evaluate((el) => el === document.activeElement)).toBe(true);
    const pdf = Buffer.from(await (await PDFDocument.create()).addPage().doc.save());
    await phone.getByTestId('chat-file-input').setInputFiles([
      { name: 'skjema.png', mimeType: 'image/png', buffer: PNG },
      { name: 'attest.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    const chips = phone.getByTestId('chat-composer-files');
    await poll(() => chips.getByRole('button').count()).toBe(2);
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    const phoneInput = phone.getByTestId('chat-input');
    await phoneInput.fill('Her er skjemaet');
    await phoneInput.press('Enter');
    await poll(() => bodies(phone)).toContain('Her er skjemaet');
    await poll(() => chips.count()).toBe(0);

    // The staff member sees the image as a thumbnail and the PDF as a file, without a reload.
    await staff.goto(journey.server.url('demo', '/chat?lang=en'));
    await staff
      .getByTestId('chat-list')
      .getByRole('link', { name: /Oppfølging/ })
      .click();
    await poll(() => bodies(staff)).toContain('Her er skjemaet');
    const image = staff.getByRole('button', { name: 'Open the image skjema.png' });
    await image.waitFor();
    await poll(async () => (await image.locator('img').getAttribute('src')) ?? '').toMatch(/^blob:/);
    await poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const file = staff.getByRole('button', { name: /^Download attest\.pdf/ });
    await file.focus();
    const download = staff.waitForEvent('download');
    await staff.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('attest.pdf');
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await phoneContext.close();
    await staffContext.close();
  });
});
