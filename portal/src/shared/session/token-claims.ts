// §3 Session token claims, read from the JWT payload. The portal does not verify the signature (the
// server does on every call); it only needs iat, vt and device for the session timer and logout.
import { isDeviceKind } from '@portal/rules';
import type { DeviceKind } from '@portal/rules';

export interface TokenClaims {
  /** Issue time, seconds since the epoch. */
  iat?: number;
  /** Validity in minutes; 0 means unlimited. */
  vt?: number;
  device?: DeviceKind;
  user_id?: string;
  customer_id?: string;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const asId = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** The claims of a JWT, or null when it is not a readable JWT. Unknown or odd fields are dropped. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const raw: unknown = JSON.parse(base64UrlDecode(payload));
    if (typeof raw !== 'object' || raw === null) return null;
    const record = raw as Record<string, unknown>;
    const claims: TokenClaims = {};
    const iat = asNumber(record.iat);
    const vt = asNumber(record.vt);
    if (iat !== undefined) claims.iat = iat;
    if (vt !== undefined) claims.vt = vt;
    if (isDeviceKind(record.device)) claims.device = record.device;
    const userId = asId(record.user_id);
    const customerId = asId(record.customer_id);
    if (userId !== undefined) claims.user_id = userId;
    if (customerId !== undefined) claims.customer_id = customerId;
    return claims;
  } catch {
    return null;
  }
}
