// The calendar's event store (issue 16, parts 1-3), split by concern: the rows and who sees them
// (event-rows.ts, with the one rule of which events are the user's), reading (event-read.ts),
// writing (event-write.ts) and changing one (event-update.ts). This is their door.
export { MAX_RANGE_DAYS, eventMineSql, readEvent, type CalendarCaller, type EventRow } from './event-rows';
export { eventDetails, feedRows, invitablePeople, listOccurrences } from './event-read';
export { createEvent, deleteEvent, respond } from './event-write';
export { updateEvent } from './event-update';
