// The anonymous questionnaires area (issue 28 item 7): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { anonymousPlugin } from './anonymous-plugin';

/** Invitations, the public answer page and the aggregated results. */
export const anonymousArea: FeatureArea = {
  name: 'anonymous',
  plugin: anonymousPlugin,
};
// The code maker, for the demo data's invitations.
export { newInvitationCode } from './anonymous-store';
