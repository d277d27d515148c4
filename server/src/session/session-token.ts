import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isDeviceKind, roleSchema, type DeviceKind, type Role } from '@portal/rules';
import type { Queryable } from '../db/database';
import { SESSION_ALG, type SessionKeys } from './session-keys';

export type { DeviceKind, Role };

/** Claims of ARCHITECTURE.md §5 (spec §3 "Session token claims") plus role and jti. */
export interface SessionClaims {
  iat: number;
  vt: number;
  customer_id: number;
  user_id: number;
  device: DeviceKind;
  role: Role;
  jti: string;
}

export class InvalidSessionError extends Error {
  constructor(readonly reason: string) {
    super(`invalid session: ${reason}`);
  }
}

export interface IssueInput {
  customerId: number;
  userId: number;
  role: Role;
  device: DeviceKind;
  deviceId?: number | null;
  validityMinutes: number;
  now?: Date;
}

/** Signs a session token and registers its jti, so it can be revoked (logout, password change). */
export async function issueSessionToken(
  db: Queryable,
  keys: SessionKeys,
  input: IssueInput,
): Promise<string> {
  const now = input.now ?? new Date();
  const iat = Math.floor(now.getTime() / 1000);
  const jti = randomUUID();
  const expiresAt = input.validityMinutes > 0 ? new Date((iat + input.validityMinutes * 60) * 1000) : null;
  await db.query(
    `INSERT INTO sessions (jti, customer_id, user_id, device_id, device_kind, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      jti,
      input.customerId,
      input.userId,
      input.deviceId ?? null,
      input.device,
      new Date(iat * 1000),
      expiresAt,
    ],
  );
  const claims: SessionClaims = {
    iat,
    vt: input.validityMinutes,
    customer_id: input.customerId,
    user_id: input.userId,
    device: input.device,
    role: input.role,
    jti,
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: SESSION_ALG, typ: 'JWT' })
    .sign(keys.privateKey);
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & SessionClaims {
  return (
    typeof payload.iat === 'number' &&
    typeof payload.vt === 'number' &&
    typeof payload.customer_id === 'number' &&
    typeof payload.user_id === 'number' &&
    isDeviceKind(payload.device) &&
    roleSchema.safeParse(payload.role).success &&
    typeof payload.jti === 'string'
  );
}

/**
 * Verifies signature (EdDSA only, so `none` and HS* are refused), expiry (iat + vt minutes; vt 0 =
 * unlimited), tenant, revocation, that the user is active with the token's role, and that the token
 * is newer than the user's last password change.
 */
export async function verifySessionToken(
  db: Queryable,
  keys: SessionKeys,
  token: string,
  expectedCustomerId: number,
  now: Date = new Date(),
): Promise<SessionClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keys.publicKey, { algorithms: [SESSION_ALG], currentDate: now }));
  } catch (error) {
    const reason = error instanceof joseErrors.JOSEError ? error.code : 'malformed';
    throw new InvalidSessionError(reason);
  }
  if (!isClaims(payload)) throw new InvalidSessionError('claims');
  if (payload.customer_id !== expectedCustomerId) throw new InvalidSessionError('tenant');
  if (payload.vt > 0 && now.getTime() >= (payload.iat + payload.vt * 60) * 1000) {
    throw new InvalidSessionError('expired');
  }
  // The token's authority is checked against the user row on every verification (issue 17.10): a
  // deactivated user or a changed role stops the token as fast as a sign-out does; so does a
  // deactivated tenant (issue 24.8), with no tenant cache in between.
  const { rows } = await db.query<{
    revoked: boolean;
    deactivated: boolean;
    role_changed: boolean;
    stale: boolean;
  }>(
    `SELECT s.revoked_at IS NOT NULL AS revoked,
            (u.deleted_at IS NOT NULL OR EXISTS (SELECT 1 FROM customers c WHERE c.id = s.customer_id AND c.deleted_at IS NOT NULL)) AS deactivated,
            u.role <> $4 AS role_changed,
            to_timestamp($3) < date_trunc('second', u.password_changed_at) AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id AND u.customer_id = s.customer_id
      WHERE s.jti = $1 AND s.customer_id = $2`,
    [payload.jti, expectedCustomerId, payload.iat, payload.role],
    // The tenant's own rows: under its row-level security, as the data API's statements that follow.
    { tenant: expectedCustomerId },
  );
  const row = rows[0];
  if (!row) throw new InvalidSessionError('unknown');
  if (row.revoked) throw new InvalidSessionError('revoked');
  if (row.deactivated) throw new InvalidSessionError('deactivated');
  if (row.role_changed) throw new InvalidSessionError('role-changed');
  if (row.stale) throw new InvalidSessionError('password-changed');
  const { iat, vt, customer_id, user_id, device, role, jti } = payload;
  return { iat, vt, customer_id, user_id, device, role, jti };
}
