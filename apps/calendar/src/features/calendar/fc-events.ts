// The calendar's occurrences as FullCalendar's events: colours per kind, the invitation's answer as a
// class, and (in the month) the "+n more" entry that opens the day.
import type { EventInput as FcEvent } from '@fullcalendar/core';
import { KIND_COLOURS, type EventDetails, type Occurrence } from './calendar-api';
import { thinMonth } from './month-entries';

export function toFc(o: Occurrence): FcEvent {
  return {
    id: o.key,
    title: o.title,
    start: o.start,
    end: o.end,
    allDay: o.allDay,
    backgroundColor: KIND_COLOURS[o.kind],
    borderColor: KIND_COLOURS[o.kind],
    textColor: '#ffffff',
    editable: o.canEdit,
    classNames:
      o.response === 'pending'
        ? ['calendar-pending']
        : o.response === 'declined'
          ? ['calendar-declined']
          : [],
    extendedProps: { occurrence: o, more: 0 },
  };
}

/** The events FullCalendar draws: in the month thinned to a few a day plus one "+n more" entry. */
export function fcEventsOf(
  all: Occurrence[],
  viewType: string | null,
  moreTitle: (count: number) => string,
): FcEvent[] {
  const shownEvents = viewType === 'dayGridMonth' ? thinMonth(all) : { events: all, more: [] };
  return [
    ...shownEvents.events.map(toFc),
    ...shownEvents.more.map(({ day, count }) => ({
      id: `more:${day}`,
      title: moreTitle(count),
      start: day,
      allDay: true,
      editable: false,
      classNames: ['calendar-more'],
      backgroundColor: '#ffffff',
      borderColor: KIND_COLOURS.other,
      textColor: '#263238',
      extendedProps: { more: 1, day, count },
    })),
  ];
}

/** The occurrence an event's details stand for (when the shown range does not hold it). */
export function occurrenceOfDetails(details: EventDetails, occurrence: string | null): Occurrence {
  return {
    key: String(details.id),
    eventId: details.id,
    occurrence,
    start: details.start,
    end: details.end,
    title: details.title,
    allDay: details.allDay,
    kind: details.kind,
    location: details.location,
    videoMeeting: details.videoMeeting,
    recurring: details.rrule !== null,
    seriesId: details.seriesId,
    recipientId: details.recipientId,
    response: details.response,
    canEdit: details.canEdit,
  };
}
