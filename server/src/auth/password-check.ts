import type { FastifyRequest } from 'fastify';
import type { DeviceKind } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import type { AuthContext } from './auth-context';
import { authError, type AuthErrorCode } from './auth-errors';
import { findUserByUsername, type AuthUser } from './auth-user';
import { isTrustedDevice } from './device-authorization';
import type { BasicCredentials } from './basic-credentials';
import { recordLoginAttempt, type LoginMethod } from './login-audit';
import { verifyPassword } from './password-hashing';

export interface PasswordCheckInput {
  customer: Customer;
  credentials: BasicCredentials;
  method: LoginMethod;
  deviceKind: DeviceKind | null;
  /** The §8 answer on any failure: "Incorrect login information…" or "unable to login". */
  failure: AuthErrorCode;
}

/**
 * The password step, brute-force guarded: a locked key, an unknown user and a wrong password all
 * cost one argon2 verification and give the same generic answer; each attempt is audited.
 */
export async function checkPassword(ctx: AuthContext, request: FastifyRequest, input: PasswordCheckInput): Promise<AuthUser> {
  const { customer, credentials, method, deviceKind } = input;
  const subject = { customerId: customer.id, username: credentials.username, address: request.ip };
  const audit = (reason: string, user?: AuthUser) =>
    recordLoginAttempt(ctx.db, request, {
      method,
      outcome: 'failure',
      reason,
      customerId: customer.id,
      userId: user?.id ?? null,
      username: credentials.username,
      deviceKind,
    });

  const found = await findUserByUsername(ctx.db, customer.id, credentials.username);
  // A browser the user has signed in from before is not held by others' failures (issue 17.9).
  const trustedDevice = found ? await isTrustedDevice(ctx.db, ctx.clock, request, { customerId: customer.id, userId: found.id }) : false;
  const locked = await ctx.guard.lockedUntil(subject, { trustedDevice });
  const user = locked ? undefined : found;
  const ok = await verifyPassword(user?.password_hash, credentials.password);
  if (locked) {
    await audit('locked', found);
    throw authError(input.failure);
  }
  if (!user || !ok) {
    await ctx.guard.recordFailure(subject);
    await audit(user ? 'wrong_password' : 'unknown_user', user);
    throw authError(input.failure);
  }
  await ctx.guard.recordSuccess(subject);
  return user;
}
