// §5, §7: Chrome's and Firefox's minimums, as the server read them from the vendors' public lists
// (at most daily, server/src/bootstrap/browser-minimums.ts): the browser never calls a vendor
// (issue 26 item 12). No answer, or none known, gives no minimum: no notice.
import { SAFARI_MIN_VERSION, type BrowserMinimums } from '@portal/rules';
import type { BrowserName } from './browser-version';

const TIMEOUT_MS = 4000;

async function serverMinimums(): Promise<BrowserMinimums | null> {
  const response = await fetch('/api/browser-minimums', {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  return response.ok ? ((await response.json()) as BrowserMinimums) : null;
}

/** The minimum version for a browser, or null when it cannot be known (quietly). */
export async function minimumVersion(name: BrowserName): Promise<string | null> {
  if (name === 'Safari') return SAFARI_MIN_VERSION;
  try {
    const minimums = await serverMinimums();
    const minimum = name === 'Chrome' ? minimums?.chrome : minimums?.firefox;
    return typeof minimum === 'string' ? minimum : null;
  } catch {
    return null;
  }
}
