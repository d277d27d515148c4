import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareVersions, detectBrowser } from './browser-version';
import { findOutdatedBrowser } from './OutdatedBrowserNotice';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:115.0) Gecko/20100101 Firefox/115.0';
const SAFARI_OLD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15';
const SAFARI_NEW =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const EDGE = `${CHROME} Edg/120.0.0.0`;

afterEach(() => vi.unstubAllGlobals());

describe('§5 unsupported browser', () => {
  it('detects Chrome, Firefox and Safari, and leaves others alone', () => {
    expect(detectBrowser(CHROME)).toEqual({ name: 'Chrome', version: '120.0.6099.71' });
    expect(detectBrowser(FIREFOX)).toEqual({ name: 'Firefox', version: '115.0' });
    expect(detectBrowser(SAFARI_OLD)).toEqual({ name: 'Safari', version: '15.6' });
    expect(detectBrowser(EDGE)).toBeNull();
    expect(detectBrowser('curl/8')).toBeNull();
  });

  it('compares versions numerically', () => {
    expect(compareVersions('16.10', '16.2')).toBeGreaterThan(0);
    expect(compareVersions('16.2', '16.2.0')).toBe(0);
    expect(compareVersions('15.6', '16.2')).toBeLessThan(0);
  });

  it('uses Safari 16.2 without asking anyone', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await findOutdatedBrowser(SAFARI_OLD)).toEqual({
      name: 'Safari',
      version: '15.6',
      minimum: '16.2',
    });
    expect(await findOutdatedBrowser(SAFARI_NEW)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the portal's server, never a vendor: Chrome 123 as the minimum makes 120 outdated", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ chrome: '123', firefox: '114' })));
    vi.stubGlobal('fetch', fetch);
    expect(await findOutdatedBrowser(CHROME)).toEqual({
      name: 'Chrome',
      version: '120.0.6099.71',
      minimum: '123',
    });
    expect(await findOutdatedBrowser(FIREFOX)).toBeNull();
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/browser-minimums',
      '/api/browser-minimums',
    ]);
  });

  it('shows nothing while the server knows no minimum', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ chrome: null, firefox: null }))),
    );
    expect(await findOutdatedBrowser(CHROME)).toBeNull();
  });

  it('stays quiet when the lists cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await findOutdatedBrowser(CHROME)).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    expect(await findOutdatedBrowser(FIREFOX)).toBeNull();
  });
});
