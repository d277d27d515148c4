import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { AuthContext } from '../auth-context';
import { sendResetPasswordEmail, sendResetSmsCode, setNewPassword } from '../password-reset';
import { resetQuerySchema, type ResetQuery } from './query-schemas';

/** §7 reset calls: the e-mail link, the SMS code, the new password. */
export function registerResetRoutes(app: FastifyInstance, ctx: AuthContext) {
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get('/api/auth/send-reset-password-email', { config: limited }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sendResetPasswordEmail(ctx, request, requireTenant(request));
  });
  app.get<{ Querystring: ResetQuery }>(
    '/api/auth/sms-reset-code-verification',
    { schema: { querystring: resetQuerySchema }, config: limited },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendResetSmsCode(ctx, request, requireTenant(request), request.query.code);
    },
  );
  app.get<{ Querystring: ResetQuery }>(
    '/api/auth/set-new-password',
    { schema: { querystring: resetQuerySchema }, config: limited },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setNewPassword(ctx, request, requireTenant(request), request.query.code);
    },
  );
}
