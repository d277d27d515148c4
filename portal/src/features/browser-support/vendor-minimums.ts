// §5, §7: Chrome and Firefox minimums come from the vendors' public version lists, read at run time
// (the first version of Chrome's list, Firefox's latest-version field). The minimum is that major
// release less a grace of VENDOR_GRACE_MAJORS (docs/decisions.md), so only a browser that has
// missed several updates is told to update. Unreachable lists give no minimum: no notice.
import { SAFARI_MIN_VERSION } from '@portal/rules';
import type { BrowserName } from './browser-version';

export const CHROME_VERSIONS_URL =
  'https://versionhistory.googleapis.com/v1/chrome/platforms/all/channels/stable/versions';
export const FIREFOX_VERSIONS_URL = 'https://product-details.mozilla.org/1.0/firefox_versions.json';
/** Chosen, not in the spec: how many major releases behind the vendor's latest still count as current. */
export const VENDOR_GRACE_MAJORS = 2;
const TIMEOUT_MS = 4000;

async function fetchJson(url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    return response.ok ? await response.json() : null;
  } finally {
    window.clearTimeout(timer);
  }
}

function minimumFromLatest(latest: unknown): string | null {
  if (typeof latest !== 'string') return null;
  const major = Number.parseInt(latest, 10);
  return Number.isFinite(major) && major > VENDOR_GRACE_MAJORS ? String(major - VENDOR_GRACE_MAJORS) : null;
}

export function chromeLatest(body: unknown): unknown {
  const versions = (body as { versions?: Array<{ version?: unknown }> } | null)?.versions;
  return Array.isArray(versions) ? versions[0]?.version : undefined;
}

export function firefoxLatest(body: unknown): unknown {
  return (body as { LATEST_FIREFOX_VERSION?: unknown } | null)?.LATEST_FIREFOX_VERSION;
}

/** The minimum version for a browser, or null when it cannot be known (quietly). */
export async function minimumVersion(name: BrowserName): Promise<string | null> {
  if (name === 'Safari') return SAFARI_MIN_VERSION;
  try {
    if (name === 'Chrome') return minimumFromLatest(chromeLatest(await fetchJson(CHROME_VERSIONS_URL)));
    return minimumFromLatest(firefoxLatest(await fetchJson(FIREFOX_VERSIONS_URL)));
  } catch {
    return null;
  }
}
