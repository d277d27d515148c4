import { FEATURE_FLAGS, isFeatureFlag } from '@portal/rules';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { requireTenant } from '../tenancy/tenancy-plugin';

const toggleBody = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
} as const;

/**
 * §2.6 administration: an admin turns the tenant's features on and off; each change is saved with
 * who made it in feature_flag_audit, and the tenant cache forgets the customer.
 */
export const featureFlagsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const requireAdmin = async (request: FastifyRequest) => {
    const customer = requireTenant(request);
    const session = await app.requireSession(request);
    if (session.role !== 'admin') throw new ApiError(403, 'forbidden', 'Only an administrator may do this');
    return { customer, session };
  };

  app.get('/api/admin/features', async (request) => {
    const { customer } = await requireAdmin(request);
    const { rows } = await db.query<{ name: string; enabled: boolean }>(
      'SELECT name, enabled FROM feature_flags WHERE customer_id = $1',
      [customer.id],
    );
    const stored = new Map(rows.map((r) => [r.name, r.enabled]));
    return { features: FEATURE_FLAGS.map((name) => ({ name, enabled: stored.get(name) ?? false })) };
  });

  app.put<{ Params: { name: string }; Body: { enabled: boolean } }>(
    '/api/admin/features/:name',
    { schema: { body: toggleBody, params: { type: 'object', properties: { name: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const { customer, session } = await requireAdmin(request);
      const { name } = request.params;
      if (!isFeatureFlag(name)) throw new ApiError(404, 'unknown_feature', `No feature named ${name}`);
      const { enabled } = request.body;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO feature_flags (customer_id, name, enabled, updated_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (customer_id, name) DO UPDATE SET enabled = EXCLUDED.enabled, updated_by = EXCLUDED.updated_by`,
          [customer.id, name, enabled, session.user_id],
        );
        await tx.query(
          'INSERT INTO feature_flag_audit (customer_id, name, enabled, changed_by) VALUES ($1, $2, $3, $4)',
          [customer.id, name, enabled, session.user_id],
        );
      });
      app.invalidateTenant(customer.subdomain);
      request.log.info({ customer: customer.id, feature: name, enabled, by: session.user_id }, 'feature changed');
      return { name, enabled };
    },
  );

  app.get('/api/admin/features/audit', async (request) => {
    const { customer } = await requireAdmin(request);
    const { rows } = await db.query(
      `SELECT a.name, a.enabled, a.created_at, u.username AS changed_by
         FROM feature_flag_audit a LEFT JOIN users u ON u.id = a.changed_by AND u.customer_id = a.customer_id
        WHERE a.customer_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 100`,
      [customer.id],
    );
    return { changes: rows };
  });
};
