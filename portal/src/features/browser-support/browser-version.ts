// §5 Unsupported browser: which browser this is, and whether its version is below a minimum.
export type BrowserName = 'Chrome' | 'Firefox' | 'Safari';

export interface DetectedBrowser {
  name: BrowserName;
  version: string;
}

/** Chrome, Firefox or Safari from a user agent; other browsers (Edge, Opera, ...) are not checked. */
export function detectBrowser(userAgent: string): DetectedBrowser | null {
  if (/Edg\/|OPR\/|SamsungBrowser\//.test(userAgent)) return null;
  const firefox = /Firefox\/(\d+(?:\.\d+)*)/.exec(userAgent);
  if (firefox?.[1]) return { name: 'Firefox', version: firefox[1] };
  const chrome = /(?:Chrome|Chromium|CriOS)\/(\d+(?:\.\d+)*)/.exec(userAgent);
  if (chrome?.[1]) return { name: 'Chrome', version: chrome[1] };
  const safari = /Version\/(\d+(?:\.\d+)*).*Safari\//.exec(userAgent);
  if (safari?.[1]) return { name: 'Safari', version: safari[1] };
  return null;
}

/** Negative when a < b, 0 when equal, positive when a > b ("16.2" vs "16.10" compares numerically). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
