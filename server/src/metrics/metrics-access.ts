import { BlockList, isIP } from 'node:net';
import { timingSafeEqual } from 'node:crypto';

// Who may read /metrics (issue 27): a configured network (METRICS_ALLOW: addresses and CIDRs,
// default loopback) or a bearer token (METRICS_TOKEN). Everyone else gets one line and a 403.

const LOOPBACK = ['127.0.0.0/8', '::1'];

/** Parses METRICS_ALLOW; null when an entry is neither an address nor a CIDR. */
export function parseAllowList(value: string | undefined): BlockList | null {
  const entries = value === undefined ? LOOPBACK : value.split(',').map((e) => e.trim()).filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return null;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (bits < 0 || bits > (family === 4 ? 32 : 128)) return null;
    list.addSubnet(address, bits, type);
  }
  return list;
}

export const METRICS_ALLOW_HELP = 'must be a comma-separated list of addresses or CIDRs (such as 10.0.0.0/8,::1)';

/** True when the client address is in the list (an IPv4-mapped IPv6 address counts as its IPv4). */
export function addressAllowed(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** True when `authorization` is `Bearer <token>` (compared in constant time). */
export function tokenAllowed(token: string | undefined, authorization: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
