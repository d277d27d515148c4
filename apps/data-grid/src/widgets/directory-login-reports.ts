// DIRECTORY_LOGIN_REPORTS: the latest logins of the tenant (admins and team leaders may read the
// login audit); in RECIPIENT the selected participant's own logins.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery } from '../grid-widget/query-scope';

interface Data {
  login_audit: { id: number; username: string | null; method: string; outcome: string; created_at: string }[];
}

export const directoryLoginReports = defineGridWidget<Data>({
  kind: 'DIRECTORY_LOGIN_REPORTS',
  route: (scope) => routeHref(ROUTE_PATHS.loginReports, contextQuery(scope)),
  query: (scope) => ({
    query: `query DirectoryLoginReportsWidget($where: login_audit_bool_exp!, $rows: Int!) {
      login_audit(where: $where, limit: $rows, order_by: [{ created_at: desc }, { id: desc }]) { id username method outcome created_at }
    }`,
    variables: {
      rows: scope.rows,
      where:
        scope.userContext === 'RECIPIENT'
          ? { user: { recipients: { id: { _eq: scope.recipientId ?? -1 } } } }
          : {},
    },
  }),
  rows: (data, scope) =>
    data.login_audit.map((entry) => ({
      id: entry.id,
      href: routeHref(ROUTE_PATHS.loginReports, { ...contextQuery(scope), entry: entry.id }),
      cells: {
        user: entry.username ?? '',
        method: entry.method,
        outcome: entry.outcome,
        when: entry.created_at,
      },
    })),
  columns: () => [
    { field: 'user', header: 'col.user', flex: 1.4 },
    { field: 'outcome', header: 'col.outcome', format: 'status' },
    { field: 'when', header: 'col.when', format: 'datetime', flex: 1.4 },
  ],
});
