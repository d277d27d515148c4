// §2.2: the `redirect` query holds the base64 of the wanted path. Only paths of this site are
// followed (no open redirect): anything that resolves to another origin is ignored.
export type RedirectTarget =
  { kind: 'none' } | { kind: 'path'; path: string } | { kind: 'undecodable' } | { kind: 'foreign' };

export function encodeRedirect(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeBase64(value: string): string | null {
  const normalized = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized)) return null;
  try {
    const binary = atob(normalized + '='.repeat((4 - (normalized.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Decodes a redirect value into a same-site path (path, query and hash), or says why not. */
export function decodeRedirect(value: string | null | undefined, origin: string): RedirectTarget {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  const decoded = decodeBase64(value);
  if (decoded === null || decoded === '') return { kind: 'undecodable' };
  // A path starts with one slash; "//host" and "/\host" are other sites to a browser.
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\'))
    return { kind: 'foreign' };
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { kind: 'foreign' };
  try {
    const url = new URL(decoded, origin);
    if (url.origin !== new URL(origin).origin) return { kind: 'foreign' };
    return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    return { kind: 'undecodable' };
  }
}

/** The path to go to after login: the decoded same-site target, else /overview. */
export function afterLoginPath(target: RedirectTarget): string {
  return target.kind === 'path' && !target.path.startsWith('/login') ? target.path : '/overview';
}
