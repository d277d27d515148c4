// §2.4 The top bar's menu of external pages, in this order; the addresses come from the tenant's
// configuration (bootstrap external_links), set by its admins under the shortcut settings. Only
// http(s) addresses are offered.
// The list is packages/rules' (the admin's settings in the artifact app and the server read it too).
import { EXTERNAL_PAGES, type ExternalPage } from '@portal/rules';

export { EXTERNAL_PAGES, type ExternalPage };

export interface ExternalPageLink {
  page: ExternalPage;
  href: string;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function externalPageLinks(links: Readonly<Record<string, string>>): ExternalPageLink[] {
  return EXTERNAL_PAGES.flatMap((page) => {
    const href = links[page];
    return href && isWebAddress(href) ? [{ page, href }] : [];
  });
}
