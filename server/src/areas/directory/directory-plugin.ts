// §2.3 "my participants", §3 participant, §4 invitation: the directory area's routes, the contract
// of packages/rules (directory/contract.ts). Staff only; the kit resolves the caller and runs every
// statement under the tenant's row-level security.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { directoryContract as routes, isLeadingRole } from '@portal/rules';
import { CodeHasher } from '../../auth/code-hasher';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type AreaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';
import { scheduleSmsJobs } from '../messaging';
import { DELETE_PERSONAL_DATA_JOB, deletionJobKey, deletionLog, endCase, exportParticipant, restoreCase } from './case-end';
import { directoryError } from './directory-errors';
import { directoryFilters, groupSummaries } from './directory-lookups';
import { createGroup, setMembership } from './groups-manage';
import { invite, withdrawInvitation } from './invitations';
import { createParticipant, takeOverParticipant } from './participant-create';
import { listCaseload, type Scope } from './participant-list';
import { directorySettings, participantRecord } from './participant-record';

const staff: SignedInAccess = { who: 'staff' };
const leading: SignedInAccess = { who: 'leading' };

/** The caller's own scope, or another staff member's caseload for the leading roles. */
export function scopeOf(caller: Caller, staffId?: number): Scope {
  const target = staffId ?? caller.userId;
  if (target !== caller.userId && !isLeadingRole(caller.role)) throw directoryError(403, 'directory_not_your_caseload');
  return { customerId: caller.customerId, staffId: target, role: caller.role };
}

type Services = AreaContext & { app: FastifyInstance; router: AreaRouter };

function readingRoutes({ router }: Services) {
  router.route(routes.participants, staff, async ({ caller, db, query }) =>
    listCaseload(db, scopeOf(caller, query.staffId), query),
  );
  router.route(routes.filters, staff, async ({ caller, db }) => directoryFilters(db, scopeOf(caller)));
  router.route(routes.groups, staff, async ({ caller, db }) => ({ groups: await groupSummaries(db, caller.customerId) }));
  router.route(routes.participant, staff, async ({ caller, db, params }) =>
    db.transaction((tx) => participantRecord(tx, scopeOf(caller), params.id)),
  );
  router.route(routes.deletionLog, staff, async ({ caller, db }) => deletionLog(db, caller.customerId));
  router.route(routes.settings, staff, async ({ caller, db }) => directorySettings(db, caller.customerId));
  router.route(routes.saveSettings, leading, async ({ caller, db, body }) => {
    await db.query(
      `INSERT INTO directory_settings (customer_id, limit_caseloads, retention_days) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET limit_caseloads = $2, retention_days = $3`,
      [caller.customerId, body.limitCaseloads, body.retentionDays],
    );
    return directorySettings(db, caller.customerId);
  });
}

/** Adding and inviting (item 2). */
function invitationRoutes({ app, router, clock, jobs }: Services) {
  let hasher: Promise<CodeHasher> | undefined;
  const codeHasher = () => (hasher ??= CodeHasher.fromSessionKeys(app.sessionKeys));
  router.route(routes.create, staff, async ({ caller, db, body }) =>
    db.transaction((tx) => createParticipant(tx, scopeOf(caller), body)),
  );
  router.route(routes.takeOver, staff, async ({ caller, db, params }) =>
    db.transaction((tx) => takeOverParticipant(tx, scopeOf(caller), params.id)),
  );
  router.route(routes.invite, staff, async ({ caller, db, params, request }) => {
    const input = { scope: scopeOf(caller), id: params.id, tenantName: caller.tenant.name, hasher: await codeHasher(), clock, request };
    const sent = await db.transaction((tx) => invite(tx, input));
    await scheduleSmsJobs({ jobs, clock }, caller.customerId, [sent.smsId]);
    return sent.answer;
  });
  router.route(routes.withdrawInvitation, staff, async ({ caller, db, params }) => {
    const codes = await codeHasher();
    return db.transaction((tx) => withdrawInvitation(tx, scopeOf(caller), params.id, codes, clock));
  });
}

/** Ending a case, undoing it, the export and groups (items 4 and 5). */
function caseRoutes({ router, clock, jobs }: Services) {
  router.route(routes.endCase, staff, async ({ caller, db, params }) => {
    const ended = await db.transaction((tx) => endCase(tx, scopeOf(caller), params.id, clock.now()));
    await jobs.schedule({
      name: DELETE_PERSONAL_DATA_JOB,
      runAt: new Date(ended.deleteAfter),
      payload: { recipientId: params.id },
      customerId: caller.customerId,
      key: deletionJobKey(params.id),
    });
    return ended;
  });
  router.route(routes.restore, staff, async ({ caller, db, params }) => {
    const restored = await db.transaction((tx) => restoreCase(tx, scopeOf(caller), params.id));
    await jobs.cancel(deletionJobKey(params.id));
    return restored;
  });
  router.route(routes.exportData, staff, async ({ caller, db, params }) =>
    db.transaction((tx) => exportParticipant(tx, scopeOf(caller), params.id, clock.now())),
  );
  router.route(routes.createGroup, staff, async ({ caller, db, body }) => createGroup(db, scopeOf(caller), body));
  router.route(routes.addMember, staff, async ({ caller, db, params }) =>
    db.transaction((tx) => setMembership(tx, scopeOf(caller), params.id, params.recipientId, true)),
  );
  router.route(routes.removeMember, staff, async ({ caller, db, params }) =>
    db.transaction((tx) => setMembership(tx, scopeOf(caller), params.id, params.recipientId, false)),
  );
}

export const directoryPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const services: Services = { ...context, app, router: areaRouter(app, context.db, 'directory') };
  readingRoutes(services);
  invitationRoutes(services);
  caseRoutes(services);
};
