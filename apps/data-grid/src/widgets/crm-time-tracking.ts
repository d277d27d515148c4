// CRM_TIME_TRACKING: the latest registered time; the user's own in ME.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  time_entries: {
    id: number;
    date: string;
    minutes: number;
    description: string | null;
    recipient: { full_name: string } | null;
  }[];
}

export const crmTimeTracking = defineGridWidget<Data>({
  kind: 'CRM_TIME_TRACKING',
  route: (scope) => routeHref(ROUTE_PATHS.timeTracking, contextQuery(scope)),
  query: (scope) => ({
    query: `query CrmTimeTrackingWidget($where: time_entries_bool_exp!, $rows: Int!) {
      time_entries(where: $where, limit: $rows, order_by: [{ date: desc }, { id: desc }]) { id date minutes description recipient { full_name } }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, { user_id: { _eq: scope.userId } }, 'recipient_id'),
    },
  }),
  rows: (data, scope) =>
    data.time_entries.map((entry) => ({
      id: entry.id,
      href: routeHref(ROUTE_PATHS.timeTracking, { ...contextQuery(scope), entry: entry.id }),
      cells: {
        date: entry.date,
        duration: entry.minutes,
        description: entry.description,
        participant: entry.recipient?.full_name ?? '',
      },
    })),
  columns: (scope) => [
    { field: 'date', header: 'col.date', format: 'date' },
    { field: 'duration', header: 'col.duration', format: 'minutes', flex: 0.6 },
    {
      field: scope.userContext === 'ME' ? 'participant' : 'description',
      header: scope.userContext === 'ME' ? 'col.participant' : 'col.description',
      flex: 1.6,
    },
  ],
});
