import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { AuthContext } from '../auth-context';
import { requireBasicCredentials } from '../basic-credentials';
import { relatedTenantsAfterPassword } from '../related-tenants';
import { checkSmsCode } from '../sms-code-step';
import { checkQuerySchema, type CheckQuery } from './query-schemas';

/** GET /api/auth/check?context=…: related tenants and the SMS code check. */
export function registerCheckRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get<{ Querystring: CheckQuery }>(
    '/api/auth/check',
    {
      schema: { querystring: checkQuerySchema },
      // Related tenants take a username alone: bounded per address so nobody maps accounts fast.
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          allowList: (request) => (request.query as Partial<CheckQuery>).context !== 'portal.related_tenants',
        },
      },
    },
    async (request, reply) => {
      const customer = requireTenant(request);
      reply.header('cache-control', 'no-store');
      if (request.query.context === 'portal.related_tenants') {
        const { username } = requireBasicCredentials(request, { password: false });
        return relatedTenantsAfterPassword(ctx, request, customer, username);
      }
      return checkSmsCode(ctx, request, reply, customer, request.query.code);
    },
  );
}
