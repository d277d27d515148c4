import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { requireTenant } from '../../tenancy/tenancy-plugin';
import type { AuthContext } from '../auth-context';
import { forbidden } from '../auth-errors';
import {
  createConnectorCredential,
  findConnectorCredential,
  listConnectorCredentials,
  revokeConnectorCredential,
} from './connector-credentials';
import { CONNECTOR_OTT_TTL_MS, findConnectorUser, issueConnectorOtt, type ConnectorUserRef } from './connector-ott';

const userRefSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 254 },
    journal_user_id: { type: 'string', minLength: 1, maxLength: 100 },
    bruker_bruker_navn: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/**
 * The server-to-server side of connector one-time tokens (docs/auth.md):
 * - POST /api/auth/access/connector-credentials (admin Bearer): creates an integration secret,
 *   shown once; GET lists the tenant's secrets (never the secret); DELETE .../:id revokes one.
 * - POST /api/auth/connector/one-time-token (Authorization: Bearer <secret>): issues a code for one
 *   user, to be put into the token login path of the portal.
 */
export function registerConnectorRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.post<{ Body: { name: string } }>(
    '/api/auth/access/connector-credentials',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const customer = requireTenant(request);
      const session = await app.requireSession(request);
      if (session.role !== 'admin') throw forbidden('Only an admin creates integration secrets');
      const credential = await createConnectorCredential(ctx.db, { customerId: customer.id, name: request.body.name, createdBy: session.user_id });
      reply.header('cache-control', 'no-store').status(201);
      return credential;
    },
  );

  app.get('/api/auth/access/connector-credentials', async (request, reply) => {
    const customer = requireTenant(request);
    const session = await app.requireSession(request);
    if (session.role !== 'admin') throw forbidden('Only an admin sees integration secrets');
    reply.header('cache-control', 'no-store');
    return { credentials: await listConnectorCredentials(ctx.db, customer.id) };
  });

  app.delete<{ Params: { id: string } }>(
    '/api/auth/access/connector-credentials/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
        },
      },
    },
    async (request, reply) => {
      const customer = requireTenant(request);
      const session = await app.requireSession(request);
      if (session.role !== 'admin') throw forbidden('Only an admin revokes integration secrets');
      const id = Number(request.params.id);
      if (!(await revokeConnectorCredential(ctx.db, customer.id, id)))
        throw new ApiError(404, 'not_found', 'No such integration secret');
      request.log.info({ credential: id, user: session.user_id }, 'connector credential revoked');
      return reply.header('cache-control', 'no-store').status(204).send();
    },
  );

  app.post<{ Body: ConnectorUserRef }>(
    '/api/auth/connector/one-time-token',
    { schema: { body: userRefSchema } },
    async (request, reply) => {
      const customer = requireTenant(request);
      const secret = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '')?.[1];
      const credential = secret ? await findConnectorCredential(ctx.db, customer.id, secret) : undefined;
      if (!credential) throw new ApiError(401, 'invalid_credentials', 'The integration secret is not valid');
      const user = await findConnectorUser(ctx.db, customer.id, request.body);
      if (!user) throw new ApiError(404, 'unknown_user', 'No such user');
      const { code, expiresAt } = await issueConnectorOtt(ctx, customer.id, user);
      request.log.info({ credential: credential.id, user: user.id }, 'connector one-time token issued');
      reply.header('cache-control', 'no-store');
      return { code, expires_at: expiresAt.getTime(), ttl_seconds: CONNECTOR_OTT_TTL_MS / 1000 };
    },
  );
}
