// §2.4 The top bar's menu of external pages, in this order; the addresses come from the tenant's
// configuration (bootstrap external_links). Only http(s) addresses are offered.
export const EXTERNAL_PAGES = [
  'communication_portal',
  'communication',
  'questions_module',
  'office',
  'designer',
  'dashboard',
] as const;
export type ExternalPage = (typeof EXTERNAL_PAGES)[number];

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
