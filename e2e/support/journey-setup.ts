// One server and one browser per journey file: journeys share nothing, so files run in parallel.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './chromium';
import { noteForRun, screenSummary } from './journey-notes';
import { startPortalServer, type PortalServer } from './portal-server';

export interface Journey {
  server: PortalServer;
  browser: Browser;
}

export function useJourney(
  env: Record<string, string> = {},
  prepare?: (server: PortalServer) => Promise<PortalServer>,
): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    const started = await startPortalServer(env);
    journey.server = prepare ? await prepare(started) : started;
    journey.browser = await launchChromium();
  });
  // A failed step keeps what every open page showed, for the end of the run's output (a journey
  // that fails once in CI is a bug to find, and its message alone seldom says which).
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const pages = journey.browser?.contexts().flatMap((context) => context.pages()) ?? [];
      for (const [index, page] of pages.entries()) {
        noteForRun(`${task.name} (failed; page ${index + 1} of ${pages.length})`, await screenSummary(page));
      }
    });
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
