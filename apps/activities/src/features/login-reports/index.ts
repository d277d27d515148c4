// The login reports of the activities app (route "login reports"), its own chunk; the file download
// the reports pages share.
import { lazy } from 'react';

export const LoginReportsPage = lazy(() => import('./LoginReportsPage'));
export { saveFile } from './login-reports-api';
