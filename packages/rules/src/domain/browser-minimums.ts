// §5, §7 The outdated-browser notice: Chrome's and Firefox's minimums come from the vendors' public
// version lists (the first version of Chrome's list, Firefox's latest-version field), less a grace
// of VENDOR_GRACE_MAJORS (docs/decisions.md), so only a browser that has missed several updates is
// told to update. The server reads the lists at most daily (issue 26 item 12); browsers ask it.
export const CHROME_VERSIONS_URL =
  'https://versionhistory.googleapis.com/v1/chrome/platforms/all/channels/stable/versions';
export const FIREFOX_VERSIONS_URL = 'https://product-details.mozilla.org/1.0/firefox_versions.json';
/** Chosen, not in the spec: how many major releases behind the vendor's latest still count as current. */
export const VENDOR_GRACE_MAJORS = 2;

/** What GET /api/browser-minimums answers: a major version per browser, or null when unknown. */
export interface BrowserMinimums {
  chrome: string | null;
  firefox: string | null;
}

export function minimumFromLatest(latest: unknown): string | null {
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
