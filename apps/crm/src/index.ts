// The crm app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { OrganizationFormPage, OrganizationImportPage, OrganizationsPage } from './features/organizations';
import { RegisterTimeDialog, TeamTimePage, TimeTrackingPage } from './features/time';

export const modules = {
  'page:time-tracking': TimeTrackingPage,
  'page:team-leader-time-tracking': TeamTimePage,
  'dialog:register-time': RegisterTimeDialog,
  'page:crm': OrganizationsPage,
  'page:organization-new': OrganizationFormPage,
  'page:organization-edit': OrganizationFormPage,
  'page:organization-import': OrganizationImportPage,
} satisfies AppModules;
