import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { DeviceKind } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import { setPendingLoginCookie } from './auth-cookies';
import type { AuthContext } from './auth-context';
import { displayName, type AuthUser } from './auth-user';
import { completeLogin, type CompletedLogin } from './complete-login';
import { authorizedDevice } from './device-authorization';
import { recordLoginAttempt, type LoginMethod } from './login-audit';
import type { LoginResponse } from './login-response';
import { buildNbidRedirect } from './nbid/nbid-client';
import { nbidSettingsFor, usesNationalId } from './nbid/nbid-settings';
import { signPendingLogin } from './pending-login';
import { requestOrigin } from './request-origin';

export interface SecondStepInput {
  customer: Customer;
  user: AuthUser;
  device: DeviceKind;
  /** How the first step was passed (password, portal hand-over). */
  method: LoginMethod;
  devIdpIssuer: () => string | null;
}

/**
 * §4 Login flow after a correct password: a trusted device completes the login at once; a tenant
 * that signs in by national ID gets the redirect; otherwise the SMS code step is pending.
 */
export async function beginSecondStep(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { customer, user, device, method, devIdpIssuer }: SecondStepInput,
): Promise<LoginResponse | CompletedLogin> {
  const known = await authorizedDevice(ctx.db, ctx.clock, request, { customerId: customer.id, userId: user.id });
  if (known) {
    const completedBy = method === 'password' ? 'password+device' : method;
    return completeLogin(ctx, request, reply, { customer, user, device, deviceId: known.deviceId, method: completedBy });
  }
  const pendingAudit = (reason: string) =>
    recordLoginAttempt(ctx.db, request, {
      method,
      outcome: 'pending',
      reason,
      customerId: customer.id,
      userId: user.id,
      username: user.username,
      deviceKind: device,
    });

  if (usesNationalId(customer)) {
    const settings = nbidSettingsFor(customer, requestOrigin(request), ctx.config, devIdpIssuer);
    if (!settings) throw new ApiError(503, 'nbid_unavailable', 'Login failed. Please try again.');
    const redirect = await buildNbidRedirect(settings);
    const { token } = await signPendingLogin(ctx.keys, ctx.clock, {
      customerId: customer.id,
      userId: user.id,
      device,
      nbid: redirect.checks,
    });
    setPendingLoginCookie(request, reply, token);
    await pendingAudit('nbid_required');
    return {
      message: 'ok',
      reload: false,
      user_name: displayName(user),
      nbid_provider: settings.provider,
      nbid_nonprod: settings.nonprod,
      state: redirect.checks.state,
      nbid_redirect_url: redirect.url,
    };
  }

  const { token } = await signPendingLogin(ctx.keys, ctx.clock, { customerId: customer.id, userId: user.id, device });
  setPendingLoginCookie(request, reply, token);
  await pendingAudit('sms_required');
  return { message: 'ok', reload: false, user_name: displayName(user) };
}
