// ARTIFACT_PLANS: active plans (artifact packages, recurring packages of work); the user's own in ME.
import { ROUTE_PATHS, routeHref } from '@portal/sdk';
import { defineGridWidget } from '../grid-widget/widget-definition';
import { contextQuery, scopedWhere } from '../grid-widget/query-scope';

interface Data {
  artifact_packages: {
    id: number;
    rruleset: string | null;
    updated_at: string;
    recipient: { full_name: string } | null;
    artifact_package_group?: { title: string } | null;
  }[];
}

export const artifactPlans = defineGridWidget<Data>({
  kind: 'ARTIFACT_PLANS',
  route: (scope) => routeHref(ROUTE_PATHS.plans, contextQuery(scope)),
  query: (scope) => ({
    // Participants may not read the package groups, so their plans go without the group title.
    query: `query ArtifactPlansWidget($where: artifact_packages_bool_exp!, $rows: Int!) {
      artifact_packages(where: $where, limit: $rows, order_by: { updated_at: desc }) {
        id rruleset updated_at recipient { full_name } ${scope.role === 'participant' ? '' : 'artifact_package_group { title }'}
      }
    }`,
    variables: {
      rows: scope.rows,
      where: scopedWhere(scope, { created_by: { _eq: scope.userId } }, 'recipient_id', {
        is_blueprint: { _eq: false },
      }),
    },
  }),
  rows: (data, scope) =>
    data.artifact_packages.map((plan) => ({
      id: plan.id,
      href: routeHref(ROUTE_PATHS.plans, { ...contextQuery(scope), plan: plan.id }),
      cells: {
        plan: plan.artifact_package_group?.title ?? `#${plan.id}`,
        participant: plan.recipient?.full_name ?? '',
        schedule: plan.rruleset ? 'recurring' : 'once',
        updated: plan.updated_at,
      },
    })),
  columns: (scope) => [
    { field: 'plan', header: 'col.plan', flex: 2 },
    ...(scope.userContext === 'ME'
      ? [{ field: 'participant', header: 'col.participant' as const, flex: 1.4 }]
      : []),
    { field: 'schedule', header: 'col.schedule', format: 'status' },
  ],
});
