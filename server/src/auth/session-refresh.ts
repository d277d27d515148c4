import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { issueSessionToken, type SessionClaims } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import type { AuthContext } from './auth-context';
import { sessionValidityMinutes } from './complete-login';
import { recordLoginAttempt } from './login-audit';

/**
 * §4 Session "stay logged in": `/protected/refresh?context=session` answers a fresh token for the
 * same user and device and revokes the old jti, so each token is extended at most once.
 */
export async function refreshSession(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
  session: SessionClaims,
): Promise<{ token: string; vt: number }> {
  const token = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ device_id: number | null }>(
      `UPDATE sessions SET revoked_at = now(), updated_at = now()
        WHERE jti = $1 AND customer_id = $2 AND revoked_at IS NULL RETURNING device_id`,
      [session.jti, customer.id],
    );
    if (!rows[0]) return null;
    return issueSessionToken(tx, ctx.keys, {
      customerId: customer.id,
      userId: session.user_id,
      role: session.role,
      device: session.device,
      deviceId: rows[0].device_id,
      validityMinutes: sessionValidityMinutes(customer),
    });
  });
  if (!token) {
    throw new ApiError(401, 'invalid_token', 'The session token is not valid', { reason: 'revoked' });
  }
  await recordLoginAttempt(ctx.db, request, {
    method: 'refresh',
    outcome: 'success',
    customerId: customer.id,
    userId: session.user_id,
    deviceKind: session.device,
  });
  return { token, vt: sessionValidityMinutes(customer) };
}
