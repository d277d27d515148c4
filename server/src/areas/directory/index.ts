// The directory area (§1 directory, §2.3 "my participants", §3 participant and recipient): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { DELETE_PERSONAL_DATA_JOB, runDeletionJob } from './case-end';
import { directoryPlugin } from './directory-plugin';

/** My participants with its sub-views, adding and inviting, groups, and the end of a case. */
export const directoryArea: FeatureArea = {
  name: 'directory',
  plugin: directoryPlugin,
  jobs: { [DELETE_PERSONAL_DATA_JOB]: runDeletionJob },
};
