// Revman (issue 32 item 6): "select versions" and "select features" of every tenant, for the
// platform operator only (the capability revman: a user marked is_revman). The reads and writes
// cross tenants on purpose, on the owner's handle named here; each change is one audit line.
import type { FastifyPluginAsync } from 'fastify';
import { revmanContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { crossTenant } from '../../db/tenant-scope';
import { revmanAudit, revmanTenants, setRevmanFeature, setRevmanVersion } from './revman-store';

const operator: SignedInAccess = { who: 'admin', capability: 'revman' };

export const revmanPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const router = areaRouter(app, context.db, 'administration');
  const platform = crossTenant(
    context.db,
    'Revman: the platform operator reads and sets every tenant’s versions and features',
  );

  router.route(routes.tenants, operator, async () => revmanTenants(platform));

  router.route(routes.setVersion, operator, async ({ caller, params, body }) => {
    const by = { customerId: caller.customerId, userId: caller.userId };
    const subdomain = await platform.transaction((tx) =>
      setRevmanVersion(tx, by, params.id, body.app, body.version),
    );
    app.invalidateTenant(subdomain);
    return { ok: true };
  });

  router.route(routes.setFeature, operator, async ({ caller, params, body }) => {
    const by = { customerId: caller.customerId, userId: caller.userId };
    const subdomain = await platform.transaction((tx) =>
      setRevmanFeature(tx, by, params.id, body.name, body.enabled),
    );
    app.invalidateTenant(subdomain);
    return { ok: true };
  });

  router.route(routes.audit, operator, async () => ({ changes: await revmanAudit(platform) }));
};
