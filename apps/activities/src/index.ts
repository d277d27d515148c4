// The activities app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { LoginReportsPage } from './features/login-reports';
import { ReportsPage } from './features/reports';

export const modules = {
  'page:reports': ReportsPage,
  'page:login-reports': LoginReportsPage,
} satisfies AppModules;
