// The calendar feature's door.
import { lazy } from 'react';
export { EventForm, type EventFormMode } from './EventForm';
export { DateTimeFields } from './DateTimeFields';
export { useCloseGuard, useFormChanges } from './close-guard';
export { calendarTexts } from './calendar-texts';
export { KIND_COLOURS, useOccurrences, type Occurrence } from './calendar-api';
/** page:calendar in a chunk of its own (FullCalendar is loaded with the page, not the entry). */
export const CalendarPage = lazy(() => import('./CalendarPage'));
