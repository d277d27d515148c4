// The meeting room of the calendar app (§1 "Meeting session room"): its own chunk, loaded when the
// shell mounts the route, so the calendar never carries WebRTC code it does not use.
import { lazy } from 'react';

export const MeetingRoomPage = lazy(() => import('./MeetingRoomPage'));
