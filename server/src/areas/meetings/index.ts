// The meetings area (§1 "Meeting session room", calendar app): its door.
import type { FeatureArea } from '../../area-kit/feature-area';
import { meetingsPlugin } from './meetings-plugin';

/** The meeting rooms of events: access, tickets with TURN credentials, WebSocket signalling. */
export const meetingsArea: FeatureArea = {
  name: 'meetings',
  plugin: meetingsPlugin,
};

export { turnPassword } from './turn-credentials';
