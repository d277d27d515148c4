// Issue 29 item 5: time tracking's routes (the contract of packages/rules, time/contract.ts). Staff
// register, change and delete their own time (crm_TimeTracking); team leaders and admins see the
// team's time, approve a person's period and send a registration back
// (crm_TimeRegistrationTeamLeaderOverview, the §6 team-leader check). Nobody approves their own.
import type { FastifyPluginAsync } from 'fastify';
import { timeContract as routes, timePlanContract as plans } from '@portal/rules';
import type { AreaContext } from '../../area-kit/feature-area';
import { areaRouter, type SignedInAccess } from '../../area-kit/area-routes';
import {
  getPlan,
  getTemplate,
  listPlans,
  listTemplates,
  planOptions,
  planWeek,
  savePlan,
  saveTemplate,
} from './plan-store';
import { timeError } from './time-errors';
import { offThread, workerTask, type WorkRefused } from '../../workers';
import { TIME_EXPORT_TIMEOUT_MS } from './time-export';
import type { TimeExportInput } from './time-export.worker';
import {
  approvePeriod,
  createEntry,
  ownEntries,
  rejectEntry,
  removeEntry,
  teamApprovals,
  teamEntries,
  timeOptions,
  updateEntry,
} from './time-store';

const featureOff = () => timeError(403, 'time.featureOff');
/** Staff (every role but the participant) of a tenant with time tracking on. */
const own: SignedInAccess = { who: 'staff', features: ['crm_TimeTracking'], refuse: { feature: featureOff } };
/** The §6 team-leader check: a team leader or an admin, with the team-leader overview on. */
const leading: SignedInAccess = {
  who: 'leading',
  features: ['crm_TimeTracking', 'crm_TimeRegistrationTeamLeaderOverview'],
  refuse: { role: () => timeError(403, 'time.teamLeaderOnly'), feature: featureOff },
};

const MEDIA = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
const exportTask = workerTask<TimeExportInput, Uint8Array | WorkRefused>(
  import.meta.url,
  './time-export.worker',
  'renderTimeExport',
  TIME_EXPORT_TIMEOUT_MS,
);

export const timePlugin: FastifyPluginAsync<AreaContext> = async (app, { db, clock }) => {
  const router = areaRouter(app, db, 'time');

  router.route(routes.own, own, async ({ caller, db, query }) => ({
    entries: await ownEntries(db, caller, query.from, query.to),
  }));

  router.route(routes.options, own, async ({ caller, db }) =>
    timeOptions(db, caller, caller.capabilities.team_leader_time_tracking),
  );

  router.route(routes.create, own, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => createEntry(tx, caller, body)),
  }));

  router.route(routes.update, own, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => updateEntry(tx, caller, params.id, body));
    return { ok: true };
  });

  router.route(routes.remove, own, async ({ caller, db, params }) => {
    await db.transaction((tx) => removeEntry(tx, caller, params.id, clock.now()));
    return { ok: true };
  });

  router.route(routes.team, leading, async ({ caller, db, query }) => ({
    entries: await teamEntries(db, caller, query),
    approvals: await teamApprovals(db, caller, query),
  }));

  router.route(routes.approve, leading, async ({ caller, db, body }) => ({
    approved: await db.transaction((tx) => approvePeriod(tx, caller, body, clock.now())),
  }));

  router.route(routes.reject, leading, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => rejectEntry(tx, caller, params.id, body.note, clock.now()));
    return { ok: true };
  });

  registerPlans(router);

  router.route(routes.exportFile, own, async ({ caller, db, query, reply }) => {
    if (query.scope === 'team' && !caller.capabilities.team_leader_time_tracking)
      throw timeError(403, 'time.teamLeaderOnly');
    const entries =
      query.scope === 'team'
        ? await teamEntries(db, caller, query)
        : await ownEntries(db, caller, query.from, query.to);
    const name = `time-${query.scope}-${query.from}-${query.to}.${query.format}`;
    reply.headers({ 'content-disposition': `attachment; filename="${name}"` });
    const file = await offThread(app.workers, exportTask, { entries, format: query.format });
    return reply.type(MEDIA[query.format]).header('cache-control', 'no-store').send(Buffer.from(file));
  });
};

/** Item 4: time plans and their templates, for every staff role. */
function registerPlans(router: ReturnType<typeof areaRouter>) {
  const staff: SignedInAccess = { who: 'staff' };
  router.route(plans.templates, staff, async ({ db }) => ({ templates: await listTemplates(db) }));
  router.route(plans.template, staff, async ({ db, params }) => getTemplate(db, params.id));
  router.route(plans.createTemplate, staff, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => saveTemplate(tx, caller, null, body)),
  }));
  router.route(plans.updateTemplate, staff, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => saveTemplate(tx, caller, params.id, body));
    return { ok: true };
  });
  router.route(plans.plans, staff, async ({ db, query }) => ({
    plans: await listPlans(db, query.recipientId),
  }));
  router.route(plans.plan, staff, async ({ db, params }) => getPlan(db, params.id));
  router.route(plans.planOptions, staff, async ({ db }) => planOptions(db));
  router.route(plans.createPlan, staff, async ({ caller, db, body }) => ({
    id: await db.transaction((tx) => savePlan(tx, caller, null, body)),
  }));
  router.route(plans.updatePlan, staff, async ({ caller, db, params, body }) => {
    await db.transaction((tx) => savePlan(tx, caller, params.id, body));
    return { ok: true };
  });
  router.route(plans.week, staff, async ({ db, params, query }) => planWeek(db, params.id, query.monday));
}
