// The login reports of the activities app (route "login reports"), its own chunk.
import { lazy } from 'react';

export const LoginReportsPage = lazy(() => import('./LoginReportsPage'));
