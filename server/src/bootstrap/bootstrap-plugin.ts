import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { requireTenant } from '../tenancy/tenancy-plugin';
import { publicBootstrap, sessionBootstrap } from './bootstrap-data';

/**
 * GET /api/bootstrap: the init customer data of spec §3 for the request's subdomain, and with a
 * valid Bearer token the user's part. An unknown subdomain is a 404 "Subdomain is not valid!".
 */
export const bootstrapPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/api/bootstrap', async (request, reply) => {
    const customer = requireTenant(request);
    const session = await app.optionalSession(request);
    const tenantPart = await publicBootstrap(db, customer);
    const body = { ...tenantPart, ...(session ? await sessionBootstrap(db, session, tenantPart.features) : {}) };
    reply.header('cache-control', 'no-store');
    return body;
  });
};
