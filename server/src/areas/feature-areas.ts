import type { FastifyInstance } from 'fastify';
import { messagingArea } from '../messaging/messaging-area';
import { questionnairesArea } from '../questionnaires';
import { shortcutsArea } from '../shortcuts';
import type { AreaContext, FeatureArea } from './feature-area';

/**
 * Every feature area with a server part, in one list: an area adds itself here (one line) and
 * keeps everything else in its own folder. The order is the order of their custom mutations.
 */
export const FEATURE_AREAS: readonly FeatureArea[] = [messagingArea, questionnairesArea, shortcutsArea];

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
  for (const area of areas) if (area.plugin) await app.register(area.plugin, context);
}
