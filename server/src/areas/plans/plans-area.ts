import type { FeatureArea } from '../../area-kit/feature-area';
import {
  PLAN_PLANT_EVERY_MS,
  PLAN_PLANT_SWEEP,
  PLAN_SEND_JOB,
  plantMissingPlanJobs,
  runPlanSendJob,
} from './plan-send';
import { plansPlugin } from './plans-plugin';

/**
 * The plans area (issue 28): parcels, plans with their RFC 5545 schedules, the scheduled sends on the
 * job runner, groups of sends.
 */
export const plansArea: FeatureArea = {
  name: 'plans',
  plugin: plansPlugin,
  jobs: { [PLAN_SEND_JOB]: runPlanSendJob },
  recurring: [{ name: PLAN_PLANT_SWEEP, everyMs: PLAN_PLANT_EVERY_MS, run: plantMissingPlanJobs }],
};
