// What may name an app, a version and a file under /apps/<name>/<version>/<file>. Anything else is
// a 404 before the file system is touched, so a path can never leave the version's folder.

export const APP_NAME = /^[a-z][a-z0-9-]{0,63}$/;
export const APP_VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z.-]{1,40})?$/;
// One or more segments of letters, digits, dot, dash and underscore; no segment of only dots.
const FILE_SEGMENT = /^(?!\.+$)[A-Za-z0-9._-]{1,128}$/;

export function isAppName(value: unknown): value is string {
  return typeof value === 'string' && APP_NAME.test(value);
}

export function isAppVersion(value: unknown): value is string {
  return typeof value === 'string' && APP_VERSION.test(value);
}

/** The file's segments when the relative path is safe, else null. */
export function safeFileSegments(relativePath: string): string[] | null {
  if (relativePath.length === 0 || relativePath.length > 512) return null;
  const segments = relativePath.split('/');
  if (segments.length > 4 || !segments.every((s) => FILE_SEGMENT.test(s))) return null;
  return segments;
}

/** Orders x.y.z[-pre] versions: negative when a < b. A pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.split('-', 2);
  const [coreB = '', preB] = b.split('-', 2);
  const partsA = coreA.split('.').map(Number);
  const partsB = coreB.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}
