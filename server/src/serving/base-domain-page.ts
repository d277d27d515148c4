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

/**
 * The bare base domain without demo data while no tenant exists yet: how the operator creates the
 * first one (issue 18), in Norwegian and English like the other pages the server writes itself.
 */
export function firstTenantPage(): string {
  const command = escapeHtml(
    'npm run tenant -- create <subdomain> --name "<name>" --admin-mobile <+47...>',
  );
  return `<!doctype html>
<html lang="no"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portal</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.6}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:.5rem}</style>
</head><body><main><h1>Portal</h1>
<p>Ingen kunde er opprettet ennå. Opprett den første på serveren, med serveren stoppet når den bruker den innebygde databasen:</p>
<pre><code>${command}</code></pre>
<p>Administratoren får en lenke på SMS for å velge passord. Se README.md, «Tenants».</p>
<div lang="en"><p>No tenant has been created yet. Create the first one on the server, with the server stopped when it runs on the embedded database:</p>
<pre><code>${command}</code></pre>
<p>Its administrator gets a link by SMS to choose a password. See README.md, "Tenants".</p></div>
</main></body></html>`;
}
