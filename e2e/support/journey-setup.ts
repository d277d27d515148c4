// One server and one browser per journey file: journeys share nothing, so files run in parallel.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
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
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
