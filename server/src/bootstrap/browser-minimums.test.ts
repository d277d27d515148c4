// The vendors' lists read at most daily by the server (issue 26 item 12). The vendors cannot be
// reached from the tests: the reader is given their answers as the adapter's stand-in.
import { describe, expect, it, vi } from 'vitest';
import { CHROME_VERSIONS_URL, FIREFOX_VERSIONS_URL, chromeLatest, firefoxLatest } from '@portal/rules';
import { createBrowserMinimums, type FetchJson } from './browser-minimums';

function clockAt(start: number) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const vendors = (chrome: string, firefox: string): FetchJson =>
  vi.fn(async (url: string) =>
    url === CHROME_VERSIONS_URL ? { versions: [{ version: chrome }] } : { LATEST_FIREFOX_VERSION: firefox },
  );

describe('the browser minimums the server serves', () => {
  it("reads the first version of Chrome's list and Firefox's latest field, less two majors", async () => {
    expect(chromeLatest({ versions: [{ version: '1' }, { version: '0' }] })).toBe('1');
    expect(firefoxLatest({ LATEST_FIREFOX_VERSION: '2' })).toBe('2');
    const fetchJson = vendors('131.0.6778.85', '133.0');
    const minimums = createBrowserMinimums({ fetchJson, clock: clockAt(0) });
    expect(minimums.current()).toEqual({ chrome: null, firefox: null });
    await minimums.settled();
    expect(minimums.current()).toEqual({ chrome: '129', firefox: '131' });
    expect(fetchJson).toHaveBeenCalledWith(FIREFOX_VERSIONS_URL);
  });

  it('asks the vendors at most once a day, and an hour after a failure', async () => {
    const clock = clockAt(0);
    let failing = true;
    const fetchJson = vi.fn(async (url: string) => {
      if (failing) throw new Error('offline');
      return url === CHROME_VERSIONS_URL
        ? { versions: [{ version: '140.1' }] }
        : { LATEST_FIREFOX_VERSION: '140.0' };
    });
    const minimums = createBrowserMinimums({ fetchJson, clock });
    for (let i = 0; i < 5; i += 1) minimums.current();
    await minimums.settled();
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(minimums.current()).toEqual({ chrome: null, firefox: null });
    failing = false;
    clock.advance(59 * 60 * 1000);
    minimums.current();
    await minimums.settled();
    expect(fetchJson).toHaveBeenCalledTimes(2);
    clock.advance(60 * 1000);
    minimums.current();
    await minimums.settled();
    expect(minimums.current()).toEqual({ chrome: '138', firefox: '138' });
    clock.advance(23 * 60 * 60 * 1000);
    minimums.current();
    await minimums.settled();
    expect(fetchJson).toHaveBeenCalledTimes(4);
  });

  it('answers no minimum when the lists are off', () => {
    expect(createBrowserMinimums({ fetchJson: null, clock: clockAt(0) }).current()).toEqual({
      chrome: null,
      firefox: null,
    });
  });
});
