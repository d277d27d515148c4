import type { FastifyInstance } from 'fastify';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { AuthContext } from '../auth-context';
import { badRequest } from '../auth-errors';
import { requireBasicCredentials } from '../basic-credentials';
import { signinWithConnectorOtt } from '../connector/connector-ott';
import { completeNationalIdLogin } from '../nbid/nbid-return';
import { checkPassword } from '../password-check';
import { redeemPortalHandover, signinToRelatedCustomer } from '../portal-signin';
import { beginSecondStep } from '../second-step';
import { issueSmsCode } from '../sms-code-step';
import { signinQuerySchema, type SigninQuery } from './query-schemas';

/** GET /api/auth/signin?context=…: every sign-in call of §7, by its context. */
export function registerSigninRoutes(app: FastifyInstance, ctx: AuthContext) {
  // A ceiling per address on top of the brute-force waits: a burst of parallel guesses cannot run
  // ahead of the lock.
  const options = { schema: { querystring: signinQuerySchema }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
  app.get<{ Querystring: SigninQuery }>('/api/auth/signin', options, async (request, reply) => {
    const customer = requireTenant(request);
    const query = request.query;
    reply.header('cache-control', 'no-store');
    switch (query.context) {
      case 'device_authorization': {
        if (!query.device) throw badRequest('The device (trusted or untrusted) is required');
        // A hand-over from a related customer (portal sign-in) stands for the password step.
        const user = query.handover
          ? await redeemPortalHandover(ctx, request, customer, query.handover)
          : await checkPassword(ctx, request, {
              customer,
              credentials: requireBasicCredentials(request, { password: true }),
              method: 'password',
              deviceKind: query.device,
              failure: 'wrong_login',
            });
        return beginSecondStep(ctx, request, reply, {
          customer,
          user,
          device: query.device,
          method: query.handover ? 'portal' : 'password',
          devIdpIssuer: () => app.devIdpIssuer(),
        });
      }
      case 'device_authorization.sms-code':
        return issueSmsCode(ctx, request, customer, query.region);
      case 'device_authorization.nbid':
        return completeNationalIdLogin(ctx, request, reply, customer, query, () => app.devIdpIssuer());
      case 'connector.ott':
        return signinWithConnectorOtt(ctx, request, reply, customer, query);
      case 'portal':
        return signinToRelatedCustomer(ctx, request, customer);
    }
  });
}
