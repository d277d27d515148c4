import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

export type LoginMethod =
  | 'password'
  | 'password+device'
  | 'sms_code'
  | 'nbid'
  | 'connector_ott'
  | 'portal'
  | 'reset_password'
  | 'refresh';

export interface LoginAttempt {
  method: LoginMethod;
  outcome: 'success' | 'failure' | 'pending';
  /** Why it failed or what is pending, e.g. wrong_password, locked, sms_required. */
  reason?: string;
  customerId: number | null;
  userId?: number | null;
  username?: string | null;
  deviceKind?: 'trusted' | 'untrusted' | null;
}

const MAX_USER_AGENT = 512;

/** Writes one row of the login audit (read by the login reports). Never holds a secret. */
export async function recordLoginAttempt(db: Queryable, request: FastifyRequest, attempt: LoginAttempt): Promise<void> {
  const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT) ?? null;
  await db.query(
    `INSERT INTO login_audit (customer_id, user_id, username, method, outcome, reason, device_kind, ip_address, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      attempt.customerId,
      attempt.userId ?? null,
      attempt.username?.slice(0, 254) ?? null,
      attempt.method,
      attempt.outcome,
      attempt.reason ?? null,
      attempt.deviceKind ?? null,
      request.ip,
      userAgent,
    ],
  );
}
