// DRAFTS: unfinished documents (DocKladd); the user's own in ME.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  dockladd_properties: {
    id: number;
    title: string;
    updated_at: string;
    recipient: { full_name: string } | null;
  }[];
}

export const drafts = defineGridWidget<Data>({
  kind: 'DRAFTS',
  route: (scope) => routeHref(ROUTE_PATHS.drafts, contextQuery(scope)),
  query: (scope) => ({
    query: `query DraftsWidget($where: dockladd_properties_bool_exp!, $rows: Int!) {
      dockladd_properties(where: $where, limit: $rows, order_by: { updated_at: desc }) { id title updated_at recipient { full_name } }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, { created_by: { _eq: scope.userId } }, 'patient_id'),
    },
  }),
  rows: (data, scope) =>
    data.dockladd_properties.map((draft) => ({
      id: draft.id,
      href: routeHref(ROUTE_PATHS.drafts, { ...contextQuery(scope), draft: draft.id }),
      cells: { title: draft.title, participant: draft.recipient?.full_name ?? '', updated: draft.updated_at },
    })),
  columns: (scope) => [
    { field: 'title', header: 'col.title', flex: 2 },
    ...(scope.userContext === 'ME'
      ? [{ field: 'participant', header: 'col.participant' as const, flex: 1.4 }]
      : []),
    { field: 'updated', header: 'col.updated', format: 'date' },
  ],
});
