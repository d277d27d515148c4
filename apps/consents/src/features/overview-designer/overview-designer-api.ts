// The overview designer's calls (overviewDesignerContract in packages/rules): the tenant's default
// (admins) or the caller's own overview of one journal, read and saved.
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import {
  overviewDesignerContract,
  type AppContext,
  type DesignerWidget,
  type OverviewLayout,
  type OverviewScope,
} from '@portal/rules';

const routesOf = (scope: OverviewScope) =>
  scope === 'default' ? overviewDesignerContract.tenantDefault : overviewDesignerContract.mine;

export const layoutKey = (scope: OverviewScope, context: AppContext) => [
  'consents',
  'overview',
  scope,
  context,
];

export function useOverviewLayout(scope: OverviewScope, context: AppContext) {
  const { api } = useShell();
  return useQuery({
    queryKey: layoutKey(scope, context),
    queryFn: () => api.call(routesOf(scope).read, { params: { context } }),
  });
}

export function useSaveLayout(scope: OverviewScope, context: AppContext) {
  const { api, queryClient } = useShell();
  return async (id: number | null, widgets: DesignerWidget[]): Promise<OverviewLayout> => {
    const saved = await api.call(routesOf(scope).save, { params: { context }, body: { id, widgets } });
    queryClient.setQueryData(layoutKey(scope, context), saved);
    return saved;
  };
}
