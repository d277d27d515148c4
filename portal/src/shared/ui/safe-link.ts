/** Only http(s) links (absolute or of this site) are followed, so no value can smuggle a javascript: URL. */
export function isSafeLink(href: string): boolean {
  try {
    const url = new URL(href, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
