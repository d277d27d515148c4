import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import { clearDeviceCookie, clearPendingLoginCookie } from '../auth-cookies';
import type { AuthContext } from '../auth-context';
import { revokeDevice } from '../device-authorization';
import { signoutQuerySchema, type SignoutQuery } from './query-schemas';

/**
 * GET /api/auth/signout[?unset=device_authorization_token]: revokes the session's jti and, when
 * asked, forgets the trusted device. Signing out twice, or with a token that no longer works, is fine.
 */
export function registerSignoutRoute(app: FastifyInstance, ctx: AuthContext) {
  app.get<{ Querystring: SignoutQuery }>('/api/auth/signout', { schema: { querystring: signoutQuerySchema } }, async (request, reply) => {
    const customer = requireTenant(request);
    const session = await app.optionalSession(request).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 401) return null;
      throw error;
    });
    if (session) {
      await ctx.db.query('UPDATE sessions SET revoked_at = now(), updated_at = now() WHERE jti = $1 AND customer_id = $2 AND revoked_at IS NULL', [
        session.jti,
        customer.id,
      ]);
    }
    if (request.query.unset === 'device_authorization_token') {
      await revokeDevice(ctx.db, ctx.clock, request, customer.id);
      clearDeviceCookie(request, reply);
    }
    clearPendingLoginCookie(request, reply);
    reply.header('cache-control', 'no-store');
    return { message: 'ok' };
  });
}
