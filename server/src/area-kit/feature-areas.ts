import type { FastifyInstance } from 'fastify';
import { administrationArea } from '../areas/administration';
import { anonymousArea } from '../areas/anonymous';
import { calendarArea } from '../areas/calendar';
import { chatArea } from '../areas/chat';
import { directoryArea } from '../areas/directory';
import { documentsArea } from '../areas/documents';
import type { JobHandler, RecurringJob } from '../jobs';
import { meetingsArea } from '../areas/meetings';
import { messagingArea } from '../areas/messaging';
import { plansArea } from '../areas/plans';
import { questionnairesArea } from '../areas/questionnaires';
import { reportsArea } from '../areas/reports';
import { shortcutsArea } from '../areas/shortcuts';
import { storageArea } from '../areas/storage';
import { timeArea } from '../areas/time';
import { crmArea } from '../areas/crm';
import { usersArea } from '../users';
import { trackRoutesOutsideKit } from './area-routes';
import type { AreaContext, FeatureArea } from './feature-area';

/**
 * Every feature area with a server part, in one list: an area adds itself here (one line) and
 * keeps everything else in its own folder. The order is the order of their custom mutations.
 */
export const FEATURE_AREAS: readonly FeatureArea[] = [
  messagingArea,
  questionnairesArea,
  shortcutsArea,
  usersArea,
  storageArea,
  documentsArea,
  chatArea,
  calendarArea,
  meetingsArea,
  timeArea,
  crmArea,
  plansArea,
  anonymousArea,
  directoryArea,
  administrationArea,
  reportsArea,
];

/** The custom mutations of every area, for the GraphQL plugin. */
export function areaCustomMutations(context: AreaContext, areas = FEATURE_AREAS) {
  return areas.flatMap((area) => area.customMutations?.(context) ?? []);
}

/** Registers each area's plugin once, each in its own encapsulated scope. */
export async function registerFeatureAreas(
  app: FastifyInstance,
  context: AreaContext,
  areas = FEATURE_AREAS,
) {
  const stopTracking = trackRoutesOutsideKit(app);
  for (const area of areas) if (area.plugin) await app.register(area.plugin, context);
  stopTracking();
}

/** The one-off job handlers of every area, by name; two areas naming one job is a start-up error. */
export function areaJobHandlers(areas = FEATURE_AREAS) {
  const handlers: Record<string, JobHandler<AreaContext>> = {};
  for (const area of areas)
    for (const [name, handler] of Object.entries(area.jobs ?? {})) {
      if (handlers[name]) throw new Error(`Two feature areas name the job "${name}"`);
      handlers[name] = handler;
    }
  return handlers;
}

/** The recurring sweeps of every area. */
export function areaRecurringJobs(areas = FEATURE_AREAS): RecurringJob<AreaContext>[] {
  return areas.flatMap((area) => area.recurring ?? []);
}
