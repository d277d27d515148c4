import type { Customer } from '../tenancy/customer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The bare base domain while demo data is on: a plain page linking each tenant. */
export function tenantIndexPage(
  tenants: Pick<Customer, 'subdomain' | 'name'>[],
  baseDomain: string,
  port: string,
  protocol: string,
): string {
  const items = tenants
    .map((t) => {
      const url = `${protocol}://${t.subdomain}.${baseDomain}${port ? `:${port}` : ''}/`;
      return `<li><a href="${escapeHtml(url)}">${escapeHtml(t.name)}</a> <small>${escapeHtml(url)}</small></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portal tenants</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.6}</style>
</head><body><h1>Portal</h1><p>Demo tenants / Demo-kunder:</p><ul>${items}</ul></body></html>`;
}

/** The answer for a domain that names no tenant, in both languages. */
export function unknownDomainPage(host: string): string {
  const safe = escapeHtml(host);
  return `<!doctype html>
<html lang="no"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>404</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style>
</head><body><h1>404</h1><p>Domenet ${safe} er ikke kjent.</p><p lang="en">Domain ${safe} is not known.</p></body></html>`;
}
