// The user's notifications (issue 31 item 8, part): a page of the notification app (includes.json).
import { lazy } from 'react';

export const NotificationsPage = lazy(() => import('./NotificationsPage'));
