// The overview designer (issue 32 item 5; §6 shell_AdjustOverviews): admins read and save the
// tenant's default overview of each journal; a staff member reads and saves their own. The kit
// resolves the caller and checks the input (an unknown kind, a bad row count or a long name is
// the one invalid_input refusal); the save replaces the overview in one transaction.
import type { FastifyPluginAsync } from 'fastify';
import { overviewDesignerContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { layoutFor, saveLayout } from './overview-store';

const admin: SignedInAccess = { who: 'admin', features: ['shell_AdjustOverviews'] };
const staff: SignedInAccess = { who: 'staff', features: ['shell_AdjustOverviews'] };

export const overviewPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const router = areaRouter(app, context.db, 'administration');

  router.route(routes.tenantDefault.read, admin, async ({ caller, db, params }) =>
    layoutFor(db, { customerId: caller.customerId, userId: null }, params.context),
  );
  router.route(routes.tenantDefault.save, admin, async ({ caller, db, params, body }) =>
    db.transaction((tx) =>
      saveLayout(tx, { customerId: caller.customerId, userId: null }, params.context, body),
    ),
  );

  router.route(routes.mine.read, staff, async ({ caller, db, params }) =>
    layoutFor(db, { customerId: caller.customerId, userId: caller.userId }, params.context),
  );
  router.route(routes.mine.save, staff, async ({ caller, db, params, body }) =>
    db.transaction((tx) =>
      saveLayout(tx, { customerId: caller.customerId, userId: caller.userId }, params.context, body),
    ),
  );
};
