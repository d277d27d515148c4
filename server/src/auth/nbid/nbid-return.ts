import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Customer } from '../../tenancy/customer';
import { setDeviceCookie } from '../auth-cookies';
import type { AuthContext } from '../auth-context';
import { authError } from '../auth-errors';
import { completeLogin, type CompletedLogin } from '../complete-login';
import { authorizeDevice } from '../device-authorization';
import { recordLoginAttempt } from '../login-audit';
import { requestOrigin } from '../request-origin';
import { requirePendingLogin } from '../sms-code-step';
import { NbidReturnError, redeemNbidReturn } from './nbid-client';
import { nbidSettingsFor } from './nbid-settings';

export interface NbidReturnQuery {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
  nbid_env?: string;
}

/**
 * §7 `/signin?context=device_authorization.nbid`: the return leg of the national-ID login. The
 * portal's callback page passes on the identity provider's query; the national id of the ID token
 * must be the one of the user whose password started this login.
 */
export async function completeNationalIdLogin(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  query: NbidReturnQuery,
  devIdpIssuer: () => string | null,
): Promise<CompletedLogin> {
  const { pending, user } = await requirePendingLogin(ctx, request, customer);
  const fail = async (reason: string, extra: Record<string, unknown> = {}) => {
    await recordLoginAttempt(ctx.db, request, {
      method: 'nbid',
      outcome: 'failure',
      reason,
      customerId: customer.id,
      userId: user.id,
      username: user.username,
      deviceKind: pending.device,
    });
    return authError('login_failed', extra);
  };
  if (!pending.nbid) throw await fail('no_nbid_pending');
  // §2.2 step 5: the provider's error and description go back to the page that shows them.
  if (query.error) throw await fail('nbid_error', { nbid_error: query.error, nbid_error_description: query.error_description ?? '' });
  if (query.nbid_env !== undefined && (query.nbid_env === 'nonprod') !== pending.nbid.nonprod) throw await fail('nbid_env_mismatch');
  const settings = nbidSettingsFor(customer, requestOrigin(request), ctx.config, devIdpIssuer);
  if (!settings || !query.code || !query.state) throw await fail('nbid_incomplete');

  let nationalId: string;
  try {
    const returned = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (typeof value === 'string') returned.set(name, value);
    nationalId = await redeemNbidReturn(settings, returned, pending.nbid);
  } catch (error) {
    if (error instanceof NbidReturnError) {
      request.log.warn({ reason: error.message }, 'national-ID return refused');
      throw await fail('nbid_refused');
    }
    throw error;
  }
  if (!user.national_id || user.national_id !== nationalId) throw await fail('nbid_other_person');

  let deviceId: number | null = null;
  if (pending.device === 'trusted') {
    const device = await authorizeDevice(ctx.db, ctx.clock, { customerId: customer.id, userId: user.id, userAgent: request.headers['user-agent'] });
    setDeviceCookie(request, reply, device.token);
    deviceId = device.deviceId;
  }
  return completeLogin(ctx, request, reply, { customer, user, device: pending.device, deviceId, method: 'nbid' });
}
