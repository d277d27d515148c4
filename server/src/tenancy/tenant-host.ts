// §1: each customer has its own subdomain of BASE_DOMAIN.
export type HostKind =
  | { kind: 'tenant'; subdomain: string; host: string }
  | { kind: 'base'; host: string }
  | { kind: 'unknown'; host: string }
  | { kind: 'malformed' };

const HOST_PATTERN = /^(?<name>[a-z0-9.-]{1,253})(?::(?<port>\d{1,5}))?$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Classifies a Host header value against the base domain, e.g. "demo.localhost:3000". */
export function tenantFromHost(rawHost: string | undefined, baseDomain: string): HostKind {
  const match = HOST_PATTERN.exec((rawHost ?? '').trim().toLowerCase());
  const name = match?.groups?.name;
  if (!name || name.startsWith('.') || name.endsWith('.') || name.includes('..')) return { kind: 'malformed' };
  if (!name.split('.').every((label) => LABEL.test(label))) return { kind: 'malformed' };
  const base = baseDomain.toLowerCase();
  if (name === base) return { kind: 'base', host: name };
  if (name.endsWith(`.${base}`)) {
    const subdomain = name.slice(0, -(base.length + 1));
    if (!subdomain.includes('.')) return { kind: 'tenant', subdomain, host: name };
  }
  return { kind: 'unknown', host: name };
}
