import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// ARCHITECTURE.md §2: Debian's chromium driven by playwright-core. Without it the journeys are
// skipped with a loud line, unless REQUIRE_E2E=1, where a missing browser fails the run.
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (p): p is string => Boolean(p),
);

export const chromiumPath = CANDIDATES.find((p) => existsSync(p));

if (!chromiumPath) {
  if (process.env.REQUIRE_E2E === '1')
    throw new Error('REQUIRE_E2E=1 but no Chromium found (apt-get install chromium)');
  console.warn('\n*** BROWSER TESTS SKIPPED: no Chromium found (apt-get install -y chromium) ***\n');
}

export const describeWithBrowser = chromiumPath ? 'run' : 'skip';

export interface LaunchOptions {
  /**
   * A fake camera and microphone (a test pattern and a tone), granted without a prompt: the
   * meeting room's journeys and bench.
   */
  fakeMedia?: boolean;
}

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  if (!chromiumPath) throw new Error('no Chromium');
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
  });
}
