// CALENDAR_TASK: open tasks by due date; the user's own (assigned to them) in ME.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  tasks: {
    id: number;
    title: string;
    due_at: string | null;
    done: boolean;
    recipient: { full_name: string } | null;
  }[];
}

export const calendarTask = defineGridWidget<Data>({
  kind: 'CALENDAR_TASK',
  route: (scope) => routeHref(ROUTE_PATHS.tasks, contextQuery(scope)),
  query: (scope) => ({
    query: `query CalendarTaskWidget($where: tasks_bool_exp!, $rows: Int!) {
      tasks(where: $where, limit: $rows, order_by: [{ due_at: asc_nulls_last }, { id: asc }]) { id title due_at done recipient { full_name } }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, { assigned_to: { _eq: scope.userId } }, 'recipient_id', {
        done: { _eq: false },
      }),
    },
  }),
  rows: (data, scope) =>
    data.tasks.map((task) => ({
      id: task.id,
      href: routeHref(ROUTE_PATHS.tasks, { ...contextQuery(scope), task: task.id }),
      cells: {
        title: task.title,
        due: task.due_at,
        participant: task.recipient?.full_name ?? '',
        status: task.done ? 'done' : 'open',
      },
    })),
  columns: (scope) => [
    { field: 'title', header: 'col.title', flex: 2 },
    { field: 'due', header: 'col.due', format: 'datetime', flex: 1.3 },
    ...(scope.userContext === 'ME'
      ? [{ field: 'participant', header: 'col.participant' as const, flex: 1.3 }]
      : []),
  ],
});
