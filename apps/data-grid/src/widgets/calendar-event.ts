// CALENDAR_EVENT: upcoming events; in ME the user's own by the calendar's one rule (packages/rules
// calendar/event-mine.ts: organiser, invited to it or its series, or about them), as the calendar
// lists them; in RECIPIENT the participant's calendar (about them, or their user invited).
import { eventMineWhere, participantEventsWhere } from '@portal/rules';
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  events: {
    id: number;
    title: string;
    starts_at: string;
    location: string | null;
    recipient: { full_name: string } | null;
  }[];
}

export const calendarEvent = defineGridWidget<Data>({
  kind: 'CALENDAR_EVENT',
  route: (scope) => routeHref(ROUTE_PATHS.calendar, contextQuery(scope)),
  query: (scope) => ({
    query: `query CalendarEventWidget($where: events_bool_exp!, $rows: Int!) {
      events(where: $where, limit: $rows, order_by: { starts_at: asc }) { id title starts_at location recipient { full_name } }
    }`,
    variables: {
      rows: scope.rows,
      // In RECIPIENT the participant's calendar as the calendar shows it to staff.
      where:
        scope.userContext === 'RECIPIENT'
          ? { ends_at: { _gte: scope.today }, ...participantEventsWhere(scope.recipientId ?? -1) }
          : scopedWhere(scope, eventMineWhere(scope.userId), 'recipient_id', {
              ends_at: { _gte: scope.today },
            }),
    },
  }),
  rows: (data, scope) =>
    data.events.map((event) => ({
      id: event.id,
      href: routeHref(ROUTE_PATHS.calendar, { ...contextQuery(scope), event: event.id }),
      cells: {
        title: event.title,
        starts: event.starts_at,
        location: event.location,
        participant: event.recipient?.full_name ?? '',
      },
    })),
  columns: () => [
    { field: 'title', header: 'col.title', flex: 2 },
    { field: 'starts', header: 'col.starts', format: 'datetime', flex: 1.3 },
    { field: 'location', header: 'col.location' },
  ],
});
