// The data-grid app's entry: every overview widget kind of spec §3 as an MUI data grid over the
// GraphQL data API. Module names follow the SDK: "widget:<KIND>" for the DEFAULT variation.
import type { AppModules } from '@portal/sdk';
import { createGridWidget } from './grid-widget/grid-widget';
import { activitiesLog } from './widgets/activities-log';
import { aoDirectorySelectedUser } from './widgets/ao-directory-selected-user';
import { artifactPlans } from './widgets/artifact-plans';
import { artifactQnrs } from './widgets/artifact-qnrs';
import { calendarEvent } from './widgets/calendar-event';
import { calendarTask } from './widgets/calendar-task';
import { chat } from './widgets/chat';
import { crmTimeTracking } from './widgets/crm-time-tracking';
import { directoryLoginReports } from './widgets/directory-login-reports';
import { directoryMyRecipients } from './widgets/directory-my-recipients';
import { drafts } from './widgets/drafts';

export const modules = {
  'widget:ARTIFACT_QNRS': createGridWidget(artifactQnrs),
  'widget:CHAT': createGridWidget(chat),
  'widget:CALENDAR_TASK': createGridWidget(calendarTask),
  'widget:CALENDAR_EVENT': createGridWidget(calendarEvent),
  'widget:CRM_TIME_TRACKING': createGridWidget(crmTimeTracking),
  'widget:DIRECTORY_MY_RECIPIENTS': createGridWidget(directoryMyRecipients),
  'widget:ACTIVITIES_LOG': createGridWidget(activitiesLog),
  'widget:DIRECTORY_LOGIN_REPORTS': createGridWidget(directoryLoginReports),
  'widget:DRAFTS': createGridWidget(drafts),
  'widget:AO_DIRECTORY_SELECTED_USER': createGridWidget(aoDirectorySelectedUser),
  'widget:ARTIFACT_PLANS': createGridWidget(artifactPlans),
} satisfies AppModules;
