// ACTIVITIES_LOG: what happened for the selected participant (RECIPIENT), or what the user did (ME).
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  activity_log: {
    id: number;
    action: string;
    description: string | null;
    created_at: string;
    recipient: { id: number; full_name: string } | null;
    user: { first_name: string; last_name: string } | null;
  }[];
}

export const activitiesLog = defineGridWidget<Data>({
  kind: 'ACTIVITIES_LOG',
  route: (scope) => routeHref(ROUTE_PATHS.summary, contextQuery(scope)),
  query: (scope) => ({
    query: `query ActivitiesLogWidget($where: activity_log_bool_exp!, $rows: Int!) {
      activity_log(where: $where, limit: $rows, order_by: [{ created_at: desc }, { id: desc }]) {
        id action description created_at recipient { id full_name } user { first_name last_name }
      }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, { actor_user_id: { _eq: scope.userId } }, 'recipient_id'),
    },
  }),
  rows: (data, scope) =>
    data.activity_log.map((entry) => ({
      id: entry.id,
      href: routeHref(ROUTE_PATHS.summary, {
        user_context: 'RECIPIENT',
        selected_patient_id: entry.recipient?.id ?? scope.recipientId ?? undefined,
      }),
      cells: {
        action: entry.description || entry.action,
        participant: entry.recipient?.full_name ?? '',
        by: entry.user ? `${entry.user.first_name} ${entry.user.last_name}`.trim() : '',
        when: entry.created_at,
      },
    })),
  columns: (scope) => [
    { field: 'action', header: 'col.action', flex: 2 },
    scope.userContext === 'ME'
      ? { field: 'participant', header: 'col.participant', flex: 1.2 }
      : { field: 'by', header: 'col.by', flex: 1.2 },
    { field: 'when', header: 'col.when', format: 'datetime', flex: 1.3 },
  ],
});
