// ARTIFACT_QNRS: the latest questionnaires (queries), the selected participant's in RECIPIENT, with
// the live count of those handed in and not yet seen by staff (unseen_queries) beside the title.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  queries: {
    id: number;
    title: string;
    status: string;
    updated_at: string;
    recipient: { full_name: string } | null;
  }[];
}

export const artifactQnrs = defineGridWidget<Data>({
  kind: 'ARTIFACT_QNRS',
  route: (scope) => routeHref(ROUTE_PATHS.allQnrs, contextQuery(scope)),
  query: (scope) => ({
    query: `query ArtifactQnrsWidget($where: queries_bool_exp!, $rows: Int!) {
      queries(where: $where, limit: $rows, order_by: { updated_at: desc }) { id title status updated_at recipient { full_name } }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, {}, 'patient_id', { archived: { _eq: false } }),
    },
  }),
  rows: (data, scope) =>
    data.queries.map((q) => ({
      id: q.id,
      href: routeHref(ROUTE_PATHS.allQnrs, { ...contextQuery(scope), qnr: q.id }),
      cells: {
        title: q.title,
        participant: q.recipient?.full_name ?? '',
        status: q.status,
        updated: q.updated_at,
      },
    })),
  badge: (scope) =>
    scope.role === 'participant'
      ? null
      : {
          subscription: `subscription ArtifactQnrsUnseen($where: unseen_queries_bool_exp!) {
            unseen_queries_aggregate(where: $where) { aggregate { sum { total } } }
          }`,
          variables: {
            where: {
              archived: { _eq: false },
              ...(scope.userContext === 'RECIPIENT' ? { patient_id: { _eq: scope.recipientId ?? -1 } } : {}),
            },
          },
          count: (data) =>
            Number(
              (data as { unseen_queries_aggregate?: { aggregate?: { sum?: { total?: number | string | null } } } })
                .unseen_queries_aggregate?.aggregate?.sum?.total ?? 0,
            ),
        },
  columns: (scope) => [
    { field: 'title', header: 'col.title', flex: 2 },
    ...(scope.userContext === 'ME'
      ? [{ field: 'participant', header: 'col.participant' as const, flex: 1.5 }]
      : []),
    { field: 'status', header: 'col.status', format: 'status' },
    { field: 'updated', header: 'col.updated', format: 'date' },
  ],
});
