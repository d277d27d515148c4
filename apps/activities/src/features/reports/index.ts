// The reports page of the activities app (route "reports"), its own chunk.
import { lazy } from 'react';

export const ReportsPage = lazy(() => import('./ReportsPage'));
