import type { FastifyRequest } from 'fastify';
import { isValidationMessageKey, messageText, newPasswordSchema, personalNumberSchema, RESET_OTP_LENGTH, resetOtpSchema } from '@portal/rules';
import { ApiError } from '../http/api-error';
import { describeFailure, OutsideServiceError } from '../http/outside-service-error';
import type { Customer } from '../tenancy/customer';
import type { AuthContext } from './auth-context';
import { authError, badRequest, tooManyRequests } from './auth-errors';
import { findUserById, findUserByUsernameOrEmail, type AuthUser } from './auth-user';
import { basicCredentials, requireBasicCredentials } from './basic-credentials';
import { randomDigits, randomToken } from './code-hasher';
import { recordLoginAttempt } from './login-audit';
import type { StoredCode } from './one-time-codes';
import { hashPassword } from './password-hashing';
import { requestOrigin } from './request-origin';
import { RESEND_COOLDOWN_MS } from './sms-code-step';
import { smsCodeText } from './sms-texts';
import { liveTokenHolder } from './token-holder';

// §2.8 and §4 Password reset: an e-mail link (or an invitation link), then a 6-digit SMS code,
// then the new password. The link code rides in the query; the personal number, when the tenant
// requires it, in the `national-id` header.
export const RESET_LINK_TTL_MS = 30 * 60_000;
const MAX_RESET_MAILS_PER_HOUR = 3;
const MAX_RESET_SMS_PER_15_MIN = 5;

export const RESET_EMAIL_SENT = 'If the account exists, an e-mail with a reset link is on its way.';

export function resetLinkFor(request: FastifyRequest, code: string): string {
  return `${requestOrigin(request)}/reset-password?code=${encodeURIComponent(code)}`;
}

/** `/send-reset-password-email`: the same answer whether or not the account exists. */
export async function sendResetPasswordEmail(ctx: AuthContext, request: FastifyRequest, customer: Customer): Promise<{ message: string }> {
  const { username } = requireBasicCredentials(request, { password: false });
  const user = await findUserByUsernameOrEmail(ctx.db, customer.id, username);
  const now = ctx.clock.now();
  const recent = user ? await ctx.codes.countForUserSince(customer.id, user.id, ['reset_link'], new Date(now.getTime() - 3_600_000)) : 0;
  const sendable = user?.email && recent < MAX_RESET_MAILS_PER_HOUR;
  await recordLoginAttempt(ctx.db, request, {
    method: 'reset_password',
    outcome: sendable ? 'pending' : 'failure',
    reason: sendable ? 'reset_email_sent' : user ? 'reset_email_not_sent' : 'unknown_user',
    customerId: customer.id,
    userId: user?.id ?? null,
    username,
  });
  if (user?.email && sendable) {
    const code = randomToken();
    await ctx.codes.issue({ customerId: customer.id, userId: user.id, purpose: 'reset_link', code, binding: `user:${user.id}`, ttlMs: RESET_LINK_TTL_MS, address: request.ip });
    const text = `${customer.name}\n\nOpen this link to choose a new password (valid ${RESET_LINK_TTL_MS / 60_000} minutes):\n${resetLinkFor(request, code)}\n\nIf you did not ask for it, ignore this e-mail.`;
    const binding = `user:${user.id}`;
    const sending = ctx.messaging.email.send({ to: user.email, subject: `${customer.name}: reset your password`, text });
    // A real mail server may be slow: answer at once so timing says nothing about the account. So
    // a failure cannot be told to the user without telling whether the account exists: it is
    // logged as one warning, and the link taken back so the next request sends a new one.
    if (ctx.messaging.email.kind === 'outbox') await sending;
    else
      sending.catch(async (error: unknown) => {
        request.log.warn({ service: 'email', answer: error instanceof OutsideServiceError ? error.answer : describeFailure(error) }, 'email service failed');
        await ctx.codes.withdraw(customer.id, 'reset_link', binding).catch(() => undefined);
      });
  }
  return { message: RESET_EMAIL_SENT };
}

/** One login-audit row of the reset journey (the login reports show resets too). */
function auditReset(ctx: AuthContext, request: FastifyRequest, user: AuthUser, outcome: 'failure' | 'pending', reason: string) {
  return recordLoginAttempt(ctx.db, request, { method: 'reset_password', outcome, reason, customerId: user.customer_id, userId: user.id, username: user.username });
}

/** The live reset or invitation link of the query, with its user; a 400 otherwise. */
async function requireResetLink(ctx: AuthContext, customer: Customer, code: string | undefined): Promise<{ link: StoredCode; user: AuthUser }> {
  if (!code) throw badRequest('The reset code is missing');
  const link = await ctx.codes.findLive(customer.id, ['reset_link', 'invitation'], code);
  const user = link?.user_id ? await findUserById(ctx.db, customer.id, link.user_id) : undefined;
  // The link dies with its user and its tenant (issue 24.8).
  const live = user ? await liveTokenHolder(ctx.db, customer.id, user.id) : null;
  if (!link || !user || !live) throw new ApiError(400, 'reset_link_invalid', 'The reset link is not valid or has expired');
  return { link, user };
}

/** §5 personal number, required where the tenant says so, and it must be the user's. */
async function checkPersonalNumber(ctx: AuthContext, request: FastifyRequest, customer: Customer, user: AuthUser) {
  if (!customer.required_pnr) return;
  const header = request.headers['national-id'];
  const value = typeof header === 'string' ? header : '';
  if (!personalNumberSchema.safeParse(value).success || value !== user.national_id) {
    await ctx.guard.recordFailure({ customerId: customer.id, username: user.username, address: request.ip });
    await auditReset(ctx, request, user, 'failure', 'wrong_pnr');
    throw authError('pnr_invalid');
  }
}

/** `/sms-reset-code-verification`: checks the link (and personal number) and sends the SMS code. */
export async function sendResetSmsCode(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
  code: string | undefined,
): Promise<{ sms_valid_till: number; warning?: string }> {
  const { link, user } = await requireResetLink(ctx, customer, code);
  if (await ctx.guard.lockedUntil({ customerId: customer.id, username: user.username, address: request.ip })) {
    await auditReset(ctx, request, user, 'failure', 'locked');
    throw authError('wrong_login');
  }
  await checkPersonalNumber(ctx, request, customer, user);
  if (!user.mobile_phone) throw new ApiError(409, 'no_mobile_phone', 'Please contact your team leader.');
  const now = ctx.clock.now();
  const binding = `link:${link.id}`;
  const current = await ctx.codes.current(customer.id, 'reset_sms', binding);
  if (current && current.expires_at > now && now.getTime() - current.created_at.getTime() < RESEND_COOLDOWN_MS) {
    return { sms_valid_till: current.expires_at.getTime(), warning: 'An SMS code was sent a moment ago. Please use it or wait before asking for a new one.' };
  }
  if ((await ctx.codes.countForUserSince(customer.id, user.id, ['reset_sms'], new Date(now.getTime() - 15 * 60_000))) >= MAX_RESET_SMS_PER_15_MIN) {
    throw tooManyRequests();
  }
  const otp = randomDigits(RESET_OTP_LENGTH);
  const ttlMs = Math.min(ctx.config.SMS_CODE_TTL_SECONDS * 1000, 10 * 60_000);
  const { expiresAt } = await ctx.codes.issue({ customerId: customer.id, userId: user.id, purpose: 'reset_sms', code: otp, binding, ttlMs, address: request.ip });
  try {
    await ctx.messaging.sms.send({ to: user.mobile_phone, content: smsCodeText(customer.name, otp, ttlMs, 'reset') });
  } catch (error) {
    await ctx.codes.withdraw(customer.id, 'reset_sms', binding);
    throw error;
  }
  await auditReset(ctx, request, user, 'pending', 'reset_sms_sent');
  return { sms_valid_till: expiresAt.getTime() };
}

/**
 * `/set-new-password`: Basic `otp:password`. Applies the §5 rules, stores the new argon2id hash,
 * ends every session and trusted device of the user, and spends the link.
 */
export async function setNewPassword(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
  code: string | undefined,
): Promise<{ message: string }> {
  const credentials = basicCredentials(request);
  if (!credentials) throw badRequest('Basic credentials otp:password are required');
  const { username: otp, password } = credentials;
  const { link, user } = await requireResetLink(ctx, customer, code);
  const subject = { customerId: customer.id, username: user.username, address: request.ip };
  if (await ctx.guard.lockedUntil(subject)) {
    await auditReset(ctx, request, user, 'failure', 'locked');
    throw authError('wrong_login');
  }
  await checkPersonalNumber(ctx, request, customer, user);
  const format = resetOtpSchema.safeParse(otp);
  if (!format.success) throw authError(format.error.issues[0]?.message === 'validation.codeFormat' ? 'code_format' : 'code_required');
  const rule = newPasswordSchema.safeParse(password);
  if (!rule.success) {
    const issue = rule.error.issues[0];
    const key = isValidationMessageKey(issue?.message) ? issue.message : 'validation.required';
    // The custom issues of the rules carry their message parameters (the restricted symbols).
    const params = issue && 'params' in issue ? (issue.params as Record<string, string> | undefined) : undefined;
    throw new ApiError(400, 'password_invalid', messageText(key, 'en', params), { key });
  }
  const confirm = request.headers['confirm-password'];
  if (typeof confirm === 'string' && confirm !== password) throw authError('passwords_differ');

  const result = await ctx.codes.check(customer.id, 'reset_sms', `link:${link.id}`, otp);
  if (result.outcome === 'expired') {
    await auditReset(ctx, request, user, 'failure', 'code_expired');
    throw authError('code_expired');
  }
  if (result.outcome !== 'ok') {
    await ctx.guard.recordFailure(subject, { account: false });
    await auditReset(ctx, request, user, 'failure', result.outcome === 'wrong' ? 'wrong_code' : 'no_live_code');
    throw authError('code_wrong', { tries_left: result.outcome === 'wrong' ? result.triesLeft : 0 });
  }
  const hash = await hashPassword(password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $3, password_changed_at = now(), updated_at = now() WHERE id = $1 AND customer_id = $2', [user.id, customer.id, hash]);
    await tx.query('UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE user_id = $1 AND customer_id = $2 AND revoked_at IS NULL', [user.id, customer.id]);
    await tx.query('UPDATE devices SET revoked_at = $3, updated_at = now() WHERE user_id = $1 AND customer_id = $2 AND revoked_at IS NULL', [user.id, customer.id, now]);
    await tx.query('UPDATE one_time_codes SET used_at = $2, updated_at = now() WHERE id = $1', [link.id, now]);
  });
  await ctx.guard.recordSuccess(subject);
  await recordLoginAttempt(ctx.db, request, { method: 'reset_password', outcome: 'success', reason: 'password_changed', customerId: customer.id, userId: user.id, username: user.username });
  return { message: 'Password reset successful' };
}
