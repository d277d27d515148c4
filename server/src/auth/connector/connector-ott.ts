import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { Customer } from '../../tenancy/customer';
import type { AuthContext } from '../auth-context';
import { authError } from '../auth-errors';
import { findUserById, type AuthUser } from '../auth-user';
import { randomToken } from '../code-hasher';
import { completeLogin, type CompletedLogin } from '../complete-login';
import { recordLoginAttempt } from '../login-audit';

// §2.1, §7 `/signin?context=connector.ott&code=`: the one-time-token login of the work-inclusion
// connector and the patient-record link. Codes are 256-bit, single use, and live two minutes.
export const CONNECTOR_OTT_TTL_MS = 2 * 60_000;
const BINDING = 'connector';

/** Which user a connector names: exactly one of username, journal user id, work-inclusion user name. */
export interface ConnectorUserRef {
  username?: string;
  journal_user_id?: string;
  bruker_bruker_navn?: string;
}

export async function findConnectorUser(db: Queryable, customerId: number, ref: ConnectorUserRef): Promise<AuthUser | undefined> {
  const [column, value] = ref.username
    ? ['lower(username) = lower($2)', ref.username]
    : ref.journal_user_id
      ? ['journal_user_id = $2', ref.journal_user_id]
      : ['bruker_bruker_navn = $2', ref.bruker_bruker_navn ?? ''];
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE customer_id = $1 AND ${column} AND deleted_at IS NULL LIMIT 2`,
    [customerId, value],
  );
  return rows.length === 1 && rows[0] ? findUserById(db, customerId, rows[0].id) : undefined;
}

/** Issues a one-time login code for a user (the integration's server-to-server call). */
export async function issueConnectorOtt(ctx: AuthContext, customerId: number, user: AuthUser): Promise<{ code: string; expiresAt: Date }> {
  const code = randomToken();
  const { expiresAt } = await ctx.codes.issue({
    customerId,
    userId: user.id,
    purpose: 'connector_ott',
    code,
    binding: BINDING,
    ttlMs: CONNECTOR_OTT_TTL_MS,
  });
  return { code, expiresAt };
}

export interface ConnectorSigninQuery {
  code?: string;
  brukerBrukerNavn?: string;
  journal_user_id?: string;
  region?: string;
}

/** Redeems a connector one-time token: the login completes at once, as an untrusted device. */
export async function signinWithConnectorOtt(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: Customer,
  query: ConnectorSigninQuery,
): Promise<CompletedLogin> {
  if (!query.code) throw authError('missing_token');
  const fail = async (reason: string, user?: AuthUser) => {
    await recordLoginAttempt(ctx.db, request, {
      method: 'connector_ott',
      outcome: 'failure',
      reason,
      customerId: customer.id,
      userId: user?.id ?? null,
      username: user?.username ?? null,
      deviceKind: 'untrusted',
    });
    return authError('login_failed');
  };
  const stored = await ctx.codes.findLive(customer.id, ['connector_ott'], query.code);
  if (!stored || stored.binding !== BINDING || stored.user_id === null) throw await fail('invalid_token');
  const user = await findUserById(ctx.db, customer.id, stored.user_id);
  if (!user) throw await fail('unknown_user');
  // The optional parameters of §7 must agree with the user the token was issued for.
  if (query.brukerBrukerNavn !== undefined && query.brukerBrukerNavn !== user.bruker_bruker_navn) throw await fail('user_mismatch', user);
  if (query.journal_user_id !== undefined && query.journal_user_id !== user.journal_user_id) throw await fail('user_mismatch', user);
  if (query.region !== undefined && !user.regions.some((r) => String(r.region) === query.region)) throw await fail('region_mismatch', user);
  if (!(await ctx.codes.spend(stored.id))) throw await fail('token_used', user);
  return completeLogin(ctx, request, reply, { customer, user, device: 'untrusted', method: 'connector_ott' });
}
