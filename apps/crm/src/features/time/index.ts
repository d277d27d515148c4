// Time tracking's door (issue 29 item 5): its pages in chunks of their own, the quick-access dialog.
import { lazy } from 'react';
export { RegisterTimeDialog } from './RegisterTimeDialog';
/** page:time-tracking: the user's own time. */
export const TimeTrackingPage = lazy(() => import('./TimeTrackingPage'));
/** page:team-leader-time-tracking: the team's time, approval. */
export const TeamTimePage = lazy(() => import('./TeamTimePage'));
export { dayLabel, today } from './period';
