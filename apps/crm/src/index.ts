// The crm app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { CustomersPage } from './features/customers';
import { OrganizationFormPage, OrganizationImportPage, OrganizationsPage } from './features/organizations';
import {
  TimePlanFormPage,
  TimePlanTemplateFormPage,
  TimePlanTemplatesPage,
  TimePlansPage,
} from './features/plans';
import { RegisterTimeDialog, TeamTimePage, TimeTrackingPage } from './features/time';

export const modules = {
  'page:time-tracking': TimeTrackingPage,
  'page:team-leader-time-tracking': TeamTimePage,
  'dialog:register-time': RegisterTimeDialog,
  'page:crm': OrganizationsPage,
  'page:organization-new': OrganizationFormPage,
  'page:organization-edit': OrganizationFormPage,
  'page:organization-import': OrganizationImportPage,
  'page:customers': CustomersPage,
  'page:time-plans': TimePlansPage,
  'page:time-plan-edit': TimePlanFormPage,
  'page:time-plan-templates': TimePlanTemplatesPage,
  'page:time-plan-template-edit': TimePlanTemplateFormPage,
} satisfies AppModules;
