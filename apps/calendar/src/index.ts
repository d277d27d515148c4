// The calendar app's entry: the modules the shell can mount (docs/apps.md).
import type { AppModules } from '@portal/sdk';
import { CalendarPage } from './features/calendar';
import { MeetingRoomPage } from './features/meeting-room';
import { CalendarEventWidget, CalendarTaskWidget, NewEventDialog, NewTaskDialog } from './features/quick';
import { TasksPage } from './features/tasks';

export const modules = {
  'page:calendar': CalendarPage,
  'page:tasks': TasksPage,
  'page:meeting-session-room': MeetingRoomPage,
  'dialog:new-event': NewEventDialog,
  'dialog:new-task': NewTaskDialog,
  'widget:CALENDAR_EVENT': CalendarEventWidget,
  'widget:CALENDAR_TASK': CalendarTaskWidget,
} satisfies AppModules;
