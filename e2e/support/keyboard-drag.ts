// Picking up a row of a dnd-kit sortable list by keyboard (apps/shared/sortable-list.tsx): focus
// its handle, press space and wait until the pick-up is announced. dnd-kit starts listening for the
// arrow keys in a timer it sets while it handles that space (so the same key does not move the row),
// and the announcement can come before that timer has run: an arrow pressed at once was then lost
// on a busy machine. A timer of the page's own, set after dnd-kit's, runs after it (timers of the
// same delay run in order), so once it has run the arrows are heard.
import type { Locator, Page } from 'playwright-core';

export async function pickUpByKeyboard(page: Page, handle: Locator, announced: string): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await page.locator('[aria-live]').filter({ hasText: announced }).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
