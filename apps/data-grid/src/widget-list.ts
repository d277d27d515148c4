// Every grid widget definition, in the order of spec §3.
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
import type { GridWidgetDefinition } from './grid-widget/widget-definition';

export const GRID_WIDGETS: readonly GridWidgetDefinition<never>[] = [
  artifactQnrs,
  chat,
  calendarTask,
  calendarEvent,
  crmTimeTracking,
  directoryMyRecipients,
  activitiesLog,
  directoryLoginReports,
  drafts,
  aoDirectorySelectedUser,
  artifactPlans,
] as GridWidgetDefinition<never>[];
