import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '@portal/rules';
import { issueSessionToken, type DeviceKind } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import { clearPendingLoginCookie } from './auth-cookies';
import type { AuthContext } from './auth-context';
import type { AuthUser } from './auth-user';
import { recordLoginAttempt, type LoginMethod } from './login-audit';

/** §3 Login response plus the session token: what the call that completes a login answers. */
export interface CompletedLogin {
  message: 'ok';
  reload: true;
  token: string;
  user_id: number;
  customer_id: number;
  device: DeviceKind;
}

/** §4 Session: the tenant's validity; vt 0 (unlimited) only where the tenant allows it. */
export function sessionValidityMinutes(customer: Pick<Customer, 'session_validity_minutes' | 'allow_unlimited_session'>): number {
  if (customer.session_validity_minutes === 0 && !customer.allow_unlimited_session) return DEFAULT_IDLE_TIMEOUT_MINUTES;
  return customer.session_validity_minutes;
}

/** Issues the session token, writes the audit row and ends the pending login. */
export async function completeLogin(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { customer: Customer; user: AuthUser; device: DeviceKind; deviceId?: number | null; method: LoginMethod },
): Promise<CompletedLogin> {
  const { customer, user, device } = input;
  // Session tokens carry the real time: the session layer verifies them against it.
  const token = await issueSessionToken(ctx.db, ctx.keys, {
    customerId: customer.id,
    userId: user.id,
    role: user.role,
    device,
    deviceId: input.deviceId ?? null,
    validityMinutes: sessionValidityMinutes(customer),
  });
  await recordLoginAttempt(ctx.db, request, {
    method: input.method,
    outcome: 'success',
    customerId: customer.id,
    userId: user.id,
    username: user.username,
    deviceKind: device,
  });
  clearPendingLoginCookie(request, reply);
  reply.header('cache-control', 'no-store');
  return { message: 'ok', reload: true, token, user_id: user.id, customer_id: customer.id, device };
}
