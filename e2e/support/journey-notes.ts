// Notes a journey leaves for the end of the run's output: what a screen showed when a step did not
// go as it should have (a step taken again, a failure's screen), printed by scripts/test.mjs after
// the journeys, where a CI log's tail shows it, whether the run passed or not.
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The file scripts/test.mjs empties before the journeys and prints after them. */
export const JOURNEY_NOTES = path.join(tmpdir(), 'portal-journey-notes.txt');

export function noteForRun(journey: string, text: string): void {
  try {
    appendFileSync(JOURNEY_NOTES, `[${new Date().toISOString()}] ${journey}: ${text}\n`);
  } catch {
    // a note is help, never a reason to fail
  }
}

/** What the page shows, in short: its address, its open dialogs and its text. */
export async function screenSummary(page: Page, limit = 1_500): Promise<string> {
  try {
    return await page.evaluate((max) => {
      const dialogs = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')]
        .map((d) => (d as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 200))
        .filter(Boolean);
      const hidden = [...document.querySelectorAll('[aria-hidden="true"]')].filter((e) => e.querySelector('input,button'))
        .length;
      const text = document.body.innerText.replace(/\s+/g, ' ').slice(0, max);
      return `${location.pathname}${location.search} | dialogs: ${JSON.stringify(dialogs)} | aria-hidden with controls: ${hidden} | ${text}`;
    }, limit);
  } catch (error) {
    return `(the page could not be read: ${String(error)})`;
  }
}
