// Journey (issue 13.7): the questionnaire list's unseen count is live. A staff user keeps "all
// questionnaires" open in English; a colleague, in Norwegian, opens an answer handed in and marks it
// seen. The first user's count drops without a reload, and their paged list is not read again (only
// the count's subscription moved). No serious axe violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

/** The unseen answers count the list shows (0 when the chip is not there). */
const unseenCount = async (page: Page) => {
  const chip = page.getByTestId('unseen-count');
  return (await chip.count()) === 0 ? 0 : Number(await chip.getAttribute('data-count'));
};

describe.skipIf(!chromiumPath)('questionnaires: the unseen count is live', () => {
  const journey = useJourney();

  it("drops on one user's list when a colleague marks an answer seen, without reading the list again", async () => {
    const { server, browser } = journey;
    const watcherContext = await newPortalContext(browser);
    const watcher = await watcherContext.newPage();
    await signIn(watcher, server, 'staff');
    await watcher.goto(server.url('demo', '/all-qnrs?lang=en'));
    await watcher.getByTestId('qnr-list').waitFor();
    await poll(() => unseenCount(watcher)).toBeGreaterThan(0);
    const before = await unseenCount(watcher);
    expect(await watcher.getByTestId('unseen-count').textContent()).toMatch(/^\d+ new answers?$/);
    expect(await seriousA11yViolations(watcher)).toEqual([]);
    // From here on, any read of the paged list by the watcher's page is counted.
    let listReads = 0;
    watcher.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('query QnrList')) listReads += 1;
    });

    const colleagueContext = await newPortalContext(browser);
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, server, 'staff');
    await colleague.goto(server.url('demo', '/all-qnrs?lang=no'));
    const list = colleague.getByTestId('qnr-list');
    await list.waitFor();
    await poll(() => unseenCount(colleague)).toBe(before);
    const unseenRow = list
      .locator('tr')
      .filter({ has: colleague.locator('.MuiChip-label', { hasText: /^Ny$/ }) })
      .first();
    await unseenRow.getByRole('link').click();
    await colleague.getByRole('button', { name: 'Merk som sett' }).click();
    await colleague.getByRole('button', { name: 'Merk som ikke sett' }).waitFor();

    // The watcher's chip follows, never reloaded.
    await poll(() => unseenCount(watcher)).toBe(before - 1);
    expect(listReads).toBe(0);
    expect(watcher.url()).toContain('/all-qnrs');

    // And back: marked unseen again, the count climbs again.
    await colleague.getByRole('button', { name: 'Merk som ikke sett' }).click();
    await colleague.getByRole('button', { name: 'Merk som sett' }).waitFor();
    await poll(() => unseenCount(watcher)).toBe(before);
    expect(listReads).toBe(0);

    await watcherContext.close();
    await colleagueContext.close();
  }, 180_000);
});
