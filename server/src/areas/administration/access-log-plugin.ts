// The access log's routes (issue 32 item 8, Normen): admins search it, a participant reads who has
// looked at their data. Reads only: the portal has no route that changes or deletes a line.
import type { FastifyPluginAsync } from 'fastify';
import { accessLogContract as routes } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import { accessLogError } from './access-log-errors';
import { ownAccessLog, searchAccessLog } from './access-log-store';

const admin: SignedInAccess = { who: 'admin' };
const participant: SignedInAccess = { who: ['participant'] };

export const accessLogPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const router = areaRouter(app, context.db, 'administration');

  router.route(routes.search, admin, async ({ caller, db, query }) => {
    if (query.from && query.to && query.from > query.to) throw accessLogError(400, 'access_log_period');
    return searchAccessLog(db, caller.customerId, query);
  });

  router.route(routes.mine, participant, ({ caller, db, query }) =>
    ownAccessLog(db, caller.customerId, caller.userId, query.page ?? 0),
  );
};
