import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_SMS_CODE_LENGTH, loginSmsCodeSchema } from '@portal/rules';
import { ApiError } from '../http/api-error';
import type { Customer } from '../tenancy/customer';
import { PENDING_LOGIN_COOKIE, readCookie, setDeviceCookie } from './auth-cookies';
import type { AuthContext } from './auth-context';
import { authError, badRequest, tooManyRequests } from './auth-errors';
import { findUserById, type AuthUser } from './auth-user';
import { basicCredentials } from './basic-credentials';
import { randomDigits } from './code-hasher';
import { completeLogin, type CompletedLogin } from './complete-login';
import { authorizeDevice } from './device-authorization';
import { recordLoginAttempt } from './login-audit';
import { verifyPendingLogin, type PendingLogin } from './pending-login';
import { smsCodeText } from './sms-texts';

// §2.2 step 3 and §4 SMS code step: the 7-digit device-authorization code, sent only within a
// pending login (a correct password in this browser) and checked against that login attempt.

/** §3 SMS login response. */
export interface SmsCodeResponse {
  warning?: string;
  regions: { district: string; region: number }[];
  /** Epoch ms. */
  sms_valid_till: number;
}

export const RESEND_COOLDOWN_MS = 30_000;
const USER_WINDOW_MS = 15 * 60_000;
const MAX_SENDS_PER_USER = 5;
const ADDRESS_WINDOW_MS = 60 * 60_000;
const MAX_SENDS_PER_ADDRESS = 50;
const MAX_CODE_TTL_MS = 10 * 60_000;

/** The pending login of this browser with its user, or "Login failed" when there is none. */
export async function requirePendingLogin(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
): Promise<{ pending: PendingLogin; user: AuthUser }> {
  const pending = await verifyPendingLogin(ctx.keys, ctx.clock, readCookie(request, PENDING_LOGIN_COOKIE), customer.id);
  const user = pending ? await findUserById(ctx.db, customer.id, pending.userId) : undefined;
  if (!pending || !user) throw authError('login_failed', { reason: 'no_pending_login' });
  // §7 sends the username in a Basic header; when it is there it must be the pending user.
  const named = basicCredentials(request);
  if (named && named.username.toLowerCase() !== user.username.toLowerCase()) {
    throw authError('login_failed', { reason: 'no_pending_login' });
  }
  return { pending, user };
}

/** Sends (or resends) the login code by SMS. */
export async function issueSmsCode(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
  regionParam: string | undefined,
): Promise<SmsCodeResponse> {
  const { pending, user } = await requirePendingLogin(ctx, request, customer);
  if (pending.nbid) throw badRequest('This login continues with national ID');
  if (!user.mobile_phone) throw new ApiError(409, 'no_mobile_phone', 'Login failed. Please try again.');
  const regions = user.regions.length > 1 ? user.regions : [];
  const region = regionParam === undefined ? user.regions[0]?.region : Number(regionParam);
  if (regionParam !== undefined && !user.regions.some((r) => r.region === region)) throw badRequest('Unknown region');

  const now = ctx.clock.now();
  const current = await ctx.codes.current(customer.id, 'login_sms', pending.attempt);
  if (current && current.expires_at > now && now.getTime() - current.created_at.getTime() < RESEND_COOLDOWN_MS) {
    return {
      warning: 'An SMS code was sent a moment ago. Please use it or wait before asking for a new one.',
      regions,
      sms_valid_till: current.expires_at.getTime(),
    };
  }
  const sentToUser = await ctx.codes.countForUserSince(customer.id, user.id, ['login_sms'], new Date(now.getTime() - USER_WINDOW_MS));
  const sentFromAddress = await ctx.codes.countForAddressSince(request.ip, ['login_sms', 'reset_sms'], new Date(now.getTime() - ADDRESS_WINDOW_MS));
  if (sentToUser >= MAX_SENDS_PER_USER || sentFromAddress >= MAX_SENDS_PER_ADDRESS) throw tooManyRequests();

  const code = randomDigits(LOGIN_SMS_CODE_LENGTH);
  const ttlMs = Math.min(ctx.config.SMS_CODE_TTL_SECONDS * 1000, MAX_CODE_TTL_MS);
  const { expiresAt } = await ctx.codes.issue({
    customerId: customer.id,
    userId: user.id,
    purpose: 'login_sms',
    code,
    binding: pending.attempt,
    ttlMs,
    region: region ?? null,
    address: request.ip,
  });
  try {
    await ctx.messaging.sms.send({ to: user.mobile_phone, content: smsCodeText(customer.name, code, ttlMs, 'login') });
  } catch (error) {
    // Not delivered: the next attempt sends a new code at once (issue 18.5).
    await ctx.codes.withdraw(customer.id, 'login_sms', pending.attempt);
    throw error;
  }
  await recordLoginAttempt(ctx.db, request, {
    method: 'sms_code',
    outcome: 'pending',
    reason: 'sms_sent',
    customerId: customer.id,
    userId: user.id,
    username: user.username,
    deviceKind: pending.device,
  });
  return { regions, sms_valid_till: expiresAt.getTime() };
}

/** Checks the typed code; the right one completes the login (and trusts the device if asked). */
export async function checkSmsCode(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  typed: string | undefined,
): Promise<CompletedLogin> {
  const { pending, user } = await requirePendingLogin(ctx, request, customer);
  // §5 with the portal's own schema: empty is "required", anything but 7 digits "Invalid code format".
  const format = loginSmsCodeSchema.safeParse(typed ?? '');
  if (!format.success) throw authError(format.error.issues[0]?.message === 'validation.codeFormat' ? 'code_format' : 'code_required');
  const code = format.data;
  const subject = { customerId: customer.id, username: user.username, address: request.ip };
  const fail = async (reason: string) =>
    recordLoginAttempt(ctx.db, request, {
      method: 'sms_code',
      outcome: 'failure',
      reason,
      customerId: customer.id,
      userId: user.id,
      username: user.username,
      deviceKind: pending.device,
    });
  if (await ctx.guard.lockedUntil(subject)) {
    await fail('locked');
    throw authError('wrong_login');
  }
  const result = await ctx.codes.check(customer.id, 'login_sms', pending.attempt, code);
  if (result.outcome === 'expired') {
    await fail('code_expired');
    throw authError('code_expired');
  }
  if (result.outcome !== 'ok') {
    await ctx.guard.recordFailure(subject, { account: false });
    await fail(result.outcome === 'wrong' ? 'wrong_code' : 'no_live_code');
    throw authError('code_wrong', { tries_left: result.outcome === 'wrong' ? result.triesLeft : 0 });
  }
  await ctx.guard.recordSuccess(subject);
  let deviceId: number | null = null;
  if (pending.device === 'trusted') {
    const device = await authorizeDevice(ctx.db, ctx.clock, { customerId: customer.id, userId: user.id, userAgent: request.headers['user-agent'] });
    setDeviceCookie(request, reply, device.token);
    deviceId = device.deviceId;
  }
  return completeLogin(ctx, request, reply, { customer, user, device: pending.device, deviceId, method: 'sms_code' });
}
