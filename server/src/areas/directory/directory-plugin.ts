// §2.3 "my participants" and its sub-views, §3 participant: the directory area's routes, the contract
// of packages/rules (directory/contract.ts). Staff only; the kit resolves the caller and runs every
// statement under the tenant's row-level security.
import type { FastifyPluginAsync } from 'fastify';
import { directoryContract as routes, isLeadingRole } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';
import { directoryError } from './directory-errors';
import { directoryFilters, groupSummaries } from './directory-lookups';
import { listCaseload, type Scope } from './participant-list';
import { participantRecord } from './participant-record';

const staff: SignedInAccess = { who: 'staff' };

/** The caller's own scope, or another staff member's caseload for the leading roles. */
export function scopeOf(caller: Caller, staffId?: number): Scope {
  const target = staffId ?? caller.userId;
  if (target !== caller.userId && !isLeadingRole(caller.role)) throw directoryError(403, 'directory_not_your_caseload');
  return { customerId: caller.customerId, staffId: target, role: caller.role };
}

export const directoryPlugin: FastifyPluginAsync<AreaContext> = async (app, { db }) => {
  const router = areaRouter(app, db, 'directory');

  router.route(routes.participants, staff, async ({ caller, db, query }) =>
    listCaseload(db, scopeOf(caller, query.staffId), query),
  );

  router.route(routes.filters, staff, async ({ caller, db }) => directoryFilters(db, scopeOf(caller)));

  router.route(routes.groups, staff, async ({ caller, db }) => ({
    groups: await groupSummaries(db, caller.customerId),
  }));

  router.route(routes.participant, staff, async ({ caller, db, params }) =>
    db.transaction((tx) => participantRecord(tx, scopeOf(caller), params.id)),
  );
};
