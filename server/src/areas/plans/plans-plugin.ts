// Issue 28: the plans area's routes (packages/rules plans/contract.ts). Staff manage parcels, send
// them, give participants plans and read the plan page; admins read the scheduler's failures.
import type { FastifyPluginAsync } from 'fastify';
import { plansContract as routes, summaryContract } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import type { Caller } from '../../area-kit/caller';
import type { Queryable } from '../../db/database';
import { listGroups, renameGroup } from './group-store';
import { parcelChoices } from './parcel-links';
import { eventChoices, setPlanEvents } from './plan-events';
import {
  archiveParcel,
  copyParcel,
  createParcel,
  listParcels,
  sendParcel,
  updateParcel,
} from './parcel-store';
import { planFailures, plantPlanJob } from './plan-send';
import { createPlan, endPlan, listPlans, ownPlans, planDetail } from './plan-store';
import { addNote, correctNote, ownNotes, participantSummary } from './summary-store';

const staff: SignedInAccess = { who: 'staff' };
const admin: SignedInAccess = { who: 'admin' };

/** The caller's name as it is kept on what they create (created_by_name). */
async function callerName(db: Queryable, caller: Caller) {
  const { rows } = await db.query<{ name: string }>(
    `SELECT trim(concat_ws(' ', first_name, middle_name, last_name)) AS name FROM users WHERE customer_id = $1 AND id = $2`,
    [caller.customerId, caller.userId],
  );
  return rows[0]?.name ?? '';
}

export const plansPlugin: FastifyPluginAsync<AreaContext> = async (app, context) => {
  const { clock, jobs } = context;
  const router = areaRouter(app, context.db, 'plans');

  router.route(routes.parcelChoices, staff, async ({ caller, db }) => parcelChoices(db, caller));
  router.route(routes.parcels, staff, async ({ caller, db }) => ({ parcels: await listParcels(db, caller) }));
  router.route(routes.createParcel, staff, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createParcel(tx, caller, body)),
  }));
  router.route(routes.updateParcel, staff, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => updateParcel(tx, caller, params.id, body));
    return { ok: true };
  });
  router.route(routes.copyParcel, staff, async ({ caller, db, params }) => ({
    id: await db.transaction((tx) => copyParcel(tx, caller, params.id)),
  }));
  router.route(routes.archiveParcel, staff, async ({ caller, db, params }) => {
    await db.transaction((tx) => archiveParcel(tx, caller, params.id));
    return { ok: true };
  });
  router.route(routes.sendParcel, staff, async ({ caller, db, params, body }) =>
    db.transaction(async (tx) =>
      sendParcel(tx, { ...caller, userName: await callerName(tx, caller) }, params.id, body.participantIds),
    ),
  );

  router.route(routes.plans, staff, async ({ caller, db }) => ({ plans: await listPlans(db, caller) }));
  // Item 2 for a participant: their own plans only (the recipient row whose user is the caller).
  router.route(routes.mine, { who: 'anyone' }, async ({ caller, db }) => ({
    plans: await ownPlans(db, caller, clock.now()),
  }));
  router.route(routes.plan, staff, async ({ caller, db, params }) =>
    planDetail(db, caller, params.id, clock.now()),
  );
  router.route(routes.createPlan, staff, async ({ caller, db, body }) => {
    const plan = await db.transaction(async (tx) =>
      createPlan(tx, { ...caller, userName: await callerName(tx, caller) }, body, clock.now()),
    );
    if (plan.recipientId !== null) await plantPlanJob(jobs, { ...plan, customerId: caller.customerId });
    return { id: plan.id, nextSendAt: plan.nextSendAt?.toISOString() ?? null };
  });
  router.route(routes.endPlan, staff, async ({ caller, db, params }) => {
    await db.transaction((tx) => endPlan(tx, caller, params.id));
    await plantPlanJob(jobs, { id: params.id, customerId: caller.customerId, nextSendAt: null });
    return { ok: true };
  });
  router.route(routes.planEventChoices, staff, async ({ caller, db, params }) => ({
    events: await eventChoices(db, caller, params.id),
  }));
  router.route(routes.linkPlanEvents, staff, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => setPlanEvents(tx, caller, params.id, body.eventIds));
    return { ok: true };
  });
  router.route(routes.failures, admin, async ({ caller }) => ({
    failures: await planFailures(context.db, caller.customerId),
  }));

  // Items 5 and 6: the participant summary and case notes (staff, and a participant's own).
  const anyone: SignedInAccess = { who: 'anyone' };
  router.route(summaryContract.summary, anyone, async ({ caller, db, params, query }) =>
    participantSummary(db, caller, params.id, query, clock.now()),
  );
  router.route(summaryContract.ownNotes, anyone, async ({ caller, db, query }) => ({
    items: await ownNotes(db, caller, query.q, clock.now()),
  }));
  router.route(summaryContract.addNote, anyone, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => addNote(tx, caller, body, clock.now())),
  }));
  router.route(summaryContract.correctNote, anyone, async ({ caller, db, params, body }) => ({
    id: await db.transaction((tx) => correctNote(tx, caller, params.id, body.text, clock.now())),
  }));

  router.route(routes.groups, staff, async ({ caller, db }) => ({
    groups: await listGroups(db, caller.customerId),
  }));
  router.route(routes.renameGroup, staff, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => renameGroup(tx, caller.customerId, params.id, body.title));
    return { ok: true };
  });
};
