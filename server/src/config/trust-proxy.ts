import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted, in Fastify's `trustProxy` terms: `false` (none,
 * the socket's address is the client), a number of hops (the right-most N addresses of
 * X-Forwarded-For are proxies; the one before them is the client), or a list of proxy addresses and
 * CIDRs (every right-most address in the list is skipped). `true` means one hop, never "trust every
 * hop": that would let a client name its own address with a left-most X-Forwarded-For (issue 17.7).
 */
export type TrustProxy = false | number | string[];

// proxy-addr's names for address ranges, accepted as list entries.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const TRUST_PROXY_HELP =
  'must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses or CIDRs';

/** Parses TRUST_PROXY; null when the value is not one of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(text)) return false;
  if (['true', 'on', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((e) => e.trim());
  return entries.length > 0 && entries.every(isAddressOrCidr) ? entries : null;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 refuses to trust a bare hop count (it cannot tell
 * the proxy from a client that reaches the server directly), so a count is given as the function
 * proxy-addr calls for each hop, right to left: the first N hops are the proxies. A count is only
 * safe when the server is reachable through the proxies alone; a list of addresses does not need that.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
