// The calendar's quick-access dialogs and overview widgets: the door.
export { NewEventDialog } from './NewEventDialog';
export { NewTaskDialog } from './NewTaskDialog';
export { CalendarEventWidget, CalendarTaskWidget } from './CalendarWidgets';
