// §3 Session token claims and §4 Session: validity and the moment of the idle warning.
import { z } from 'zod';
import {
  DEFAULT_IDLE_TIMEOUT_MS,
  IDLE_TIMER_MAX_TIMEOUT_MS,
  SESSION_IDLE_PROMPT_FRACTION,
  UNLIMITED_VALIDITY_MINUTES,
} from './constants';
import { DEVICE_KINDS } from './domain/device-kinds';

export const sessionClaimsSchema = z.object({
  /** Issue time, seconds since the epoch. */
  iat: z.number().int().nonnegative(),
  /** Validity in minutes; 0 means unlimited. */
  vt: z.number().int().nonnegative(),
  /** Ids are numbers in this product's tokens; strings are accepted as Hasura-style tokens carry them. */
  customer_id: z.union([z.number().int().positive(), z.string().min(1)]),
  user_id: z.union([z.number().int().positive(), z.string().min(1)]),
  device: z.enum(DEVICE_KINDS),
  /** The user's role as stored (e.g. "ADMIN"); compare it with isAdminRole / parseRole. */
  role: z.string().min(1),
  /** Token id, the key of the revocation table. */
  jti: z.string().min(1),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

type Validity = Pick<SessionClaims, 'iat' | 'vt'>;

/** Whether a token never expires (vt 0). */
export function hasUnlimitedValidity(claims: Pick<SessionClaims, 'vt'>): boolean {
  return claims.vt === UNLIMITED_VALIDITY_MINUTES;
}

/** §4: a token is valid until iat plus vt minutes, in ms since the epoch; null when unlimited. */
export function sessionExpiresAt(claims: Validity): number | null {
  if (hasUnlimitedValidity(claims)) return null;
  return (claims.iat + claims.vt * 60) * 1000;
}

/** Whether the token has run out at `now` (ms since the epoch). */
export function isSessionExpired(claims: Validity, now: number): boolean {
  const expiresAt = sessionExpiresAt(claims);
  return expiresAt !== null && now >= expiresAt;
}

/**
 * §4: how long before idle expiry the warning shows: the last 15 % of the timeout, rounded to whole
 * milliseconds and always shorter than the timeout itself.
 */
export function idlePromptBeforeIdleMs(timeoutMs: number): number {
  return Math.min(Math.round(timeoutMs * SESSION_IDLE_PROMPT_FRACTION), Math.max(timeoutMs - 1, 0));
}

/** §4: the moment (ms) the warning shows for an idle period that started at `idleSince`. */
export function idlePromptAt(idleSince: number, timeoutMs: number): number {
  return idleSince + timeoutMs - idlePromptBeforeIdleMs(timeoutMs);
}

/**
 * §4, §9: the idle timeout for a token: its validity (vt minutes), kept under the idle timer's
 * limit (§5); the default 20 minutes when there is no token yet; null for an unlimited token
 * (no idle logout).
 */
export function idleTimeoutMsFor(claims: Pick<SessionClaims, 'vt'> | null | undefined): number | null {
  if (!claims) return DEFAULT_IDLE_TIMEOUT_MS;
  if (hasUnlimitedValidity(claims)) return null;
  return Math.min(claims.vt * 60_000, IDLE_TIMER_MAX_TIMEOUT_MS - 1);
}

/** The idle timer settings for a token (see idleTimeoutMsFor), or null for no idle logout. */
export function idleTimerSettingsFor(
  claims: Pick<SessionClaims, 'vt'> | null | undefined,
): { timeout: number; promptBeforeIdle: number } | null {
  const timeout = idleTimeoutMsFor(claims);
  if (timeout === null) return null;
  return { timeout, promptBeforeIdle: idlePromptBeforeIdleMs(timeout) };
}
