import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLES_A_ROLE_MAY_USE } from '@portal/rules';
import type { Clock } from '../../clock/clock';
import { ApiError } from '../../http/api-error';
import { HasuraError } from '../shared/graphql-error';
import type { SessionValues } from '../shared/session-values';
import type { GraphqlRole } from '../metadata/metadata-types';
import type { SessionClaims } from '../../session/session-token';

/**
 * Verified sessions for a short while: the data API is the hot path, and verifying a token costs a
 * signature check and a revocation query. A revoked token (logout, password change) stops working
 * here at most SESSION_CACHE_MS later; the token's own expiry is still checked on every request.
 */
export const SESSION_CACHE_MS = 2000;
const verified = new Map<string, { claims: Promise<SessionClaims | null>; until: number }>();

async function cachedSession(
  app: FastifyInstance,
  request: FastifyRequest,
  clock: Clock,
): Promise<SessionClaims | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !request.tenant) return app.optionalSession(request);
  const key = `${request.tenant.id} ${header}`;
  const now = clock.now().getTime();
  const hit = verified.get(key);
  if (hit && hit.until > now) {
    const claims = await hit.claims;
    if (claims && (claims.vt === 0 || clock.now().getTime() < (claims.iat + claims.vt * 60) * 1000))
      return claims;
  }
  // One verification at a time per token: the requests that arrive meanwhile wait for its answer.
  const claims = app.optionalSession(request);
  const entry = { claims, until: now + SESSION_CACHE_MS };
  if (verified.size >= 10_000) verified.clear();
  verified.set(key, entry);
  const forget = () => {
    if (verified.get(key) === entry) verified.delete(key);
  };
  // No session, or a failed verification, is not kept: the next request verifies again.
  claims.then((c) => {
    if (!c) forget();
  }, forget);
  return claims;
}

/**
 * The session values of a GraphQL request: the Bearer token's customer, user and role (or the
 * anonymous role without one), and the lower role asked for with x-hasura-role.
 */
export async function requestSession(
  app: FastifyInstance,
  request: FastifyRequest,
  clock: Clock,
  headers: Record<string, string | string[] | undefined> = request.headers,
): Promise<SessionValues> {
  let claims;
  try {
    if (!request.tenant) throw new HasuraError('access-denied', 'the domain is not a known tenant');
    claims = await cachedSession(app, request, clock);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new HasuraError(
        'invalid-jwt',
        `Could not verify JWT: ${String(error.extra.reason ?? error.code)}`,
      );
    }
    throw error;
  }
  const asked = headers['x-hasura-role'];
  const wanted = typeof asked === 'string' ? asked.trim() : undefined;
  if (!claims) {
    if (wanted && wanted !== 'anonymous')
      throw new HasuraError('access-denied', 'Your requested role is not in allowed roles');
    return { role: 'anonymous', customerId: request.tenant?.id ?? null, userId: null };
  }
  const allowed = ROLES_A_ROLE_MAY_USE[claims.role];
  const role = (wanted ?? claims.role) as GraphqlRole;
  if (!allowed.includes(role))
    throw new HasuraError('access-denied', 'Your requested role is not in allowed roles', '$');
  return { role, customerId: claims.customer_id, userId: claims.user_id };
}
