// §7 The vendors' version lists behind the outdated-browser notice, read by the server at most once a
// day (after a failure, again after an hour) and served to the browsers, so that no page load of a
// health portal calls a browser vendor (issue 26 item 12). An outside service: `off` (the default
// outside production, and where there is no internet) answers no minimum, which shows no notice.
import type { FastifyPluginAsync } from 'fastify';
import {
  CHROME_VERSIONS_URL,
  FIREFOX_VERSIONS_URL,
  chromeLatest,
  firefoxLatest,
  minimumFromLatest,
  type BrowserMinimums,
} from '@portal/rules';
import type { Clock } from '../clock/clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 4000;

export type FetchJson = (url: string) => Promise<unknown>;

const UNKNOWN: BrowserMinimums = { chrome: null, firefox: null };

async function fetchJsonOnce(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The minimums as last read; a read is started when the last one is older than a day. */
export function createBrowserMinimums(options: { fetchJson: FetchJson | null; clock: Clock }) {
  let known = UNKNOWN;
  let nextReadAt = 0;
  let reading: Promise<void> | null = null;

  async function read(fetchJson: FetchJson): Promise<void> {
    const [chrome, firefox] = await Promise.allSettled([
      fetchJson(CHROME_VERSIONS_URL).then((body) => minimumFromLatest(chromeLatest(body))),
      fetchJson(FIREFOX_VERSIONS_URL).then((body) => minimumFromLatest(firefoxLatest(body))),
    ]);
    const next = {
      chrome: chrome.status === 'fulfilled' ? chrome.value : known.chrome,
      firefox: firefox.status === 'fulfilled' ? firefox.value : known.firefox,
    };
    const failed = chrome.status === 'rejected' || firefox.status === 'rejected';
    known = next;
    nextReadAt = options.clock.now().getTime() + (failed ? RETRY_MS : DAY_MS);
  }

  return {
    /** What is known now; a stale answer starts a read in the background (the next asker gets it). */
    current(): BrowserMinimums {
      const { fetchJson } = options;
      if (fetchJson && !reading && options.clock.now().getTime() >= nextReadAt)
        reading = read(fetchJson).finally(() => {
          reading = null;
        });
      return known;
    },
    /** Waits for a read under way (tests). */
    settled: () => reading ?? Promise.resolve(),
  };
}

export const browserMinimumsPlugin: FastifyPluginAsync<{ lists: 'vendors' | 'off'; clock: Clock }> = async (
  app,
  { lists, clock },
) => {
  const minimums = createBrowserMinimums({ fetchJson: lists === 'vendors' ? fetchJsonOnce : null, clock });
  app.get('/api/browser-minimums', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return minimums.current();
  });
};
