// The crm app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { RegisterTimeDialog, TeamTimePage, TimeTrackingPage } from './features/time';

export const modules = {
  'page:time-tracking': TimeTrackingPage,
  'page:team-leader-time-tracking': TeamTimePage,
  'dialog:register-time': RegisterTimeDialog,
} satisfies AppModules;
