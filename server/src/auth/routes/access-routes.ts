import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { AuthContext } from '../auth-context';
import { accessDetails, dispatchInvitation, userVisibleTo } from '../invitation';
import { refreshSession } from '../session-refresh';
import {
  accessCheckQuerySchema,
  dispatchInvitationQuerySchema,
  refreshQuerySchema,
  type UserIdQuery,
} from './query-schemas';

/** The Bearer calls: access check, invitation, and the "stay logged in" refresh. */
export function registerAccessRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get<{ Querystring: UserIdQuery }>(
    '/api/auth/protected/check',
    { schema: { querystring: accessCheckQuerySchema } },
    async (request, reply) => {
      requireTenant(request);
      const session = await app.requireSession(request);
      reply.header('cache-control', 'no-store');
      return accessDetails(await userVisibleTo(ctx, session, Number(request.query.user_id)));
    },
  );

  app.get<{ Querystring: UserIdQuery }>(
    '/api/auth/access/dispatch-invitation',
    { schema: { querystring: dispatchInvitationQuerySchema } },
    async (request, reply) => {
      const customer = requireTenant(request);
      const session = await app.requireSession(request);
      reply.header('cache-control', 'no-store');
      return dispatchInvitation(ctx, request, customer, session, Number(request.query.user_id));
    },
  );

  app.get('/api/auth/protected/refresh', { schema: { querystring: refreshQuerySchema } }, async (request, reply) => {
    const customer = requireTenant(request);
    const session = await app.requireSession(request);
    reply.header('cache-control', 'no-store');
    return refreshSession(ctx, request, customer, session);
  });
}
