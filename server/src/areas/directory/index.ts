// The directory area (§1 directory, §2.3 "my participants", §3 participant and recipient): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { directoryPlugin } from './directory-plugin';

/** My participants with its sub-views, the participant's record and the list's filters. */
export const directoryArea: FeatureArea = {
  name: 'directory',
  plugin: directoryPlugin,
};
