import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { DEVICE_AUTHORIZATION_DAYS, DEVICE_COOKIE, readCookie } from './auth-cookies';
import type { Clock } from '../clock/clock';
import { randomToken } from './code-hasher';
import { liveTokenHolder } from './token-holder';

// §2.2, ARCHITECTURE.md §5: a trusted device keeps a `device_authorization_token` cookie so the next
// login skips the SMS step. Only the SHA-256 of the token is stored (devices.token_hash).
const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Registers a trusted device for a user; answers the cookie value (shown once, never stored). */
export async function authorizeDevice(
  db: Queryable,
  clock: Clock,
  { customerId, userId, userAgent }: { customerId: number; userId: number; userAgent: string | undefined },
): Promise<{ token: string; deviceId: number }> {
  const token = randomToken();
  const now = clock.now();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO devices (customer_id, user_id, kind, token_hash, user_agent, authorized_at, last_used_at)
     VALUES ($1, $2, 'trusted', $3, $4, $5, $5) RETURNING id`,
    [customerId, userId, hashDeviceToken(token), userAgent?.slice(0, 512) ?? null, now],
  );
  return { token, deviceId: rows[0]?.id ?? 0 };
}

/** The device of the request's cookie when it is authorized for this user; else null. */
export async function authorizedDevice(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  { customerId, userId }: { customerId: number; userId: number },
): Promise<{ deviceId: number } | null> {
  const token = readCookie(request, DEVICE_COOKIE);
  // The cookie dies with its user and its tenant (issue 24.8).
  if (!token || !(await liveTokenHolder(db, customerId, userId))) return null;
  const now = clock.now();
  const since = new Date(now.getTime() - DEVICE_AUTHORIZATION_DAYS * 86_400_000);
  const { rows } = await db.query<{ id: number }>(
    `UPDATE devices SET last_used_at = $5, updated_at = now()
      WHERE token_hash = $1 AND customer_id = $2 AND user_id = $3 AND kind = 'trusted'
        AND revoked_at IS NULL AND deleted_at IS NULL AND authorized_at > $4
      RETURNING id`,
    [hashDeviceToken(token), customerId, userId, since, now],
  );
  return rows[0] ? { deviceId: rows[0].id } : null;
}

/** Forgets the device of the request's cookie (sign-out with unset=device_authorization_token). */
export async function revokeDevice(db: Queryable, clock: Clock, request: FastifyRequest, customerId: number): Promise<void> {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token) return;
  await db.query(
    'UPDATE devices SET revoked_at = $3, updated_at = now() WHERE token_hash = $1 AND customer_id = $2 AND revoked_at IS NULL',
    [hashDeviceToken(token), customerId, clock.now()],
  );
}

/**
 * Whether the request's cookie is a live trusted device of this user, without using it (the
 * password step asks this before the password is known right: issue 17.9).
 */
export async function isTrustedDevice(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  { customerId, userId }: { customerId: number; userId: number },
): Promise<boolean> {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token || !(await liveTokenHolder(db, customerId, userId))) return false;
  const since = new Date(clock.now().getTime() - DEVICE_AUTHORIZATION_DAYS * 86_400_000);
  const { rows } = await db.query(
    `SELECT 1 FROM devices
      WHERE token_hash = $1 AND customer_id = $2 AND user_id = $3 AND kind = 'trusted'
        AND revoked_at IS NULL AND deleted_at IS NULL AND authorized_at > $4`,
    [hashDeviceToken(token), customerId, userId, since],
  );
  return rows.length > 0;
}
