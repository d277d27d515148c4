import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { findCustomerBySubdomain, type Customer } from '../tenancy/customer';
import type { AuthContext } from './auth-context';
import { authError, badRequest } from './auth-errors';
import { findUserById, type AuthUser } from './auth-user';
import { requireBasicCredentials } from './basic-credentials';
import { randomToken } from './code-hasher';
import { recordLoginAttempt } from './login-audit';
import { checkPassword } from './password-check';
import { findRelatedUserId } from './related-tenants';

// §7 `/signin?context=portal`: sign in to one of the related customers (another subdomain). The
// password is checked here; the login goes on at the other customer's subdomain with a single-use
// hand-over code, where the second step (trusted device, SMS code or national ID) still applies.
const HANDOVER_TTL_MS = 60_000;
const HANDOVER_BINDING = 'portal_handover';

export interface PortalSigninResponse {
  message: 'ok';
  reload: false;
  customer_id: number;
  subdomain: string;
  /** The other customer's login page with the hand-over code. */
  redirect_url: string;
}

async function findCustomerById(db: Queryable, id: number): Promise<Customer | undefined> {
  const { rows } = await db.query<{ subdomain: string }>('SELECT subdomain FROM customers WHERE id = $1 AND deleted_at IS NULL', [id]);
  return rows[0] ? findCustomerBySubdomain(db, rows[0].subdomain) : undefined;
}

export async function signinToRelatedCustomer(ctx: AuthContext, request: FastifyRequest, here: Customer): Promise<PortalSigninResponse> {
  const credentials = requireBasicCredentials(request, { password: true });
  const header = request.headers['customer-id'];
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header)) throw badRequest('The customer-id header must be a customer id');
  const target = await findCustomerById(ctx.db, Number(header));
  if (!target) {
    await recordLoginAttempt(ctx.db, request, { method: 'portal', outcome: 'failure', reason: 'unknown_customer', customerId: here.id, username: credentials.username });
    throw authError('unable_to_login');
  }
  const relatedId = await findRelatedUserId(ctx.db, here.id, credentials.username, target.id);
  const related = relatedId === undefined ? undefined : await findUserById(ctx.db, target.id, relatedId);
  // The same cost and answer whether or not the person has a user there (checkPassword's dummy hash).
  const user = await checkPassword(ctx, request, {
    customer: target,
    credentials: { username: related?.username ?? credentials.username, password: credentials.password },
    method: 'portal',
    deviceKind: null,
    failure: 'unable_to_login',
  });
  const code = randomToken();
  await ctx.codes.issue({ customerId: target.id, userId: user.id, purpose: 'connector_ott', code, binding: HANDOVER_BINDING, ttlMs: HANDOVER_TTL_MS });
  await recordLoginAttempt(ctx.db, request, { method: 'portal', outcome: 'pending', reason: 'handover_issued', customerId: target.id, userId: user.id, username: user.username });
  const port = request.port && ![80, 443].includes(request.port) ? `:${request.port}` : '';
  const origin = `${request.protocol}://${target.subdomain}.${ctx.config.BASE_DOMAIN}${port}`;
  return {
    message: 'ok',
    reload: false,
    customer_id: target.id,
    subdomain: target.subdomain,
    redirect_url: `${origin}/login?handover=${encodeURIComponent(code)}`,
  };
}

/** Redeems a hand-over code at the other customer: the password step counts as passed. */
export async function redeemPortalHandover(ctx: AuthContext, request: FastifyRequest, customer: Customer, code: string): Promise<AuthUser> {
  const stored = await ctx.codes.findLive(customer.id, ['connector_ott'], code);
  const user = stored?.binding === HANDOVER_BINDING && stored.user_id !== null ? await findUserById(ctx.db, customer.id, stored.user_id) : undefined;
  if (!stored || !user || !(await ctx.codes.spend(stored.id))) {
    await recordLoginAttempt(ctx.db, request, { method: 'portal', outcome: 'failure', reason: 'invalid_handover', customerId: customer.id });
    throw authError('unable_to_login');
  }
  return user;
}
