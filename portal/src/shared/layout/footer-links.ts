// §2.2 Login footer: about, privacy policy and support, from the tenant's external links.
import type { PublicBootstrap } from '../bootstrap/bootstrap-types';
import { isSafeLink } from '../ui/safe-link';

export interface FooterLink {
  key: 'about' | 'privacy' | 'support';
  href: string;
}

function safe(href: string | undefined): string | undefined {
  return href && isSafeLink(href) ? href : undefined;
}

export function supportHref(
  bootstrap: Pick<PublicBootstrap, 'external_links' | 'support_email'>,
): string | undefined {
  return (
    safe(bootstrap.external_links.support) ??
    (bootstrap.support_email
      ? `mailto:${encodeURIComponent(bootstrap.support_email).replace('%40', '@')}`
      : undefined)
  );
}

export function footerLinks(
  bootstrap: Pick<PublicBootstrap, 'external_links' | 'support_email'>,
): FooterLink[] {
  const links = bootstrap.external_links;
  const candidates: Array<[FooterLink['key'], string | undefined]> = [
    ['about', safe(links.about)],
    ['privacy', safe(links.privacy_policy ?? links.privacy)],
    ['support', supportHref(bootstrap)],
  ];
  return candidates
    .filter((entry): entry is [FooterLink['key'], string] => entry[1] !== undefined)
    .map(([key, href]) => ({ key, href }));
}
