import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SESSION_ALG, type SessionKeys } from '../session/session-keys';
import type { DeviceKind } from '../session/session-token';
import { PENDING_LOGIN_TTL_SECONDS } from './auth-cookies';
import type { Clock } from '../clock/clock';

const AUDIENCE = 'portal:pending-login';

/** The national-ID leg of a pending login: what the return leg must match (OIDC state, nonce, PKCE). */
export interface PendingNbid {
  state: string;
  nonce: string;
  verifier: string;
  nonprod: boolean;
}

/**
 * A login whose password was right and whose second step (SMS code or national ID) is pending.
 * `attempt` binds the SMS codes to this login attempt in this browser.
 */
export interface PendingLogin {
  customerId: number;
  userId: number;
  device: DeviceKind;
  attempt: string;
  nbid?: PendingNbid;
}

/**
 * The pending-login cookie is a short-lived JWT signed with the server key under its own audience,
 * so it can never pass as a session token (it has no session claims and a different audience).
 */
export async function signPendingLogin(keys: SessionKeys, clock: Clock, pending: Omit<PendingLogin, 'attempt'> & { attempt?: string }): Promise<{ token: string; pending: PendingLogin }> {
  const full: PendingLogin = { ...pending, attempt: pending.attempt ?? randomUUID() };
  const iat = Math.floor(clock.now().getTime() / 1000);
  const token = await new SignJWT({ pending: full })
    .setProtectedHeader({ alg: SESSION_ALG, typ: 'pending-login+jwt' })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + PENDING_LOGIN_TTL_SECONDS)
    .sign(keys.privateKey);
  return { token, pending: full };
}

function isPendingLogin(value: unknown): value is PendingLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.customerId === 'number' &&
    typeof v.userId === 'number' &&
    (v.device === 'trusted' || v.device === 'untrusted') &&
    typeof v.attempt === 'string'
  );
}

/** The pending login of a cookie, or null when it is missing, forged, expired or of another tenant. */
export async function verifyPendingLogin(
  keys: SessionKeys,
  clock: Clock,
  token: string | undefined,
  customerId: number,
): Promise<PendingLogin | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [SESSION_ALG],
      audience: AUDIENCE,
      typ: 'pending-login+jwt',
      currentDate: clock.now(),
    });
    const pending = payload.pending;
    return isPendingLogin(pending) && pending.customerId === customerId ? pending : null;
  } catch {
    return null;
  }
}
