import { lazy } from 'react';

export const MyAccessLogPage = lazy(() => import('./MyAccessLogPage'));
