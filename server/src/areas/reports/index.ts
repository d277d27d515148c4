// The reports area (issue 32 items 3 and 4; ARCHITECTURE.md §9): the login report. Its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { reportsPlugin } from './reports-plugin';

/** The login report and its CSV (leading roles with login reports). */
export const reportsArea: FeatureArea = {
  name: 'reports',
  plugin: reportsPlugin,
};
