// The time area (issue 29 item 5: time tracking, own and team-leader views): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { timePlugin } from './time-plugin';

/** Registering, listing, approving and exporting time; the widget reads time_entries through the data API. */
export const timeArea: FeatureArea = {
  name: 'time',
  plugin: timePlugin,
};
