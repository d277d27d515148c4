// Revman's calls (revmanContract in packages/rules): every tenant's versions and features, the
// changes, and the audit.
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { revmanContract, type FeatureFlag } from '@portal/rules';

export function useRevmanTenants() {
  const { api } = useShell();
  return useQuery({
    queryKey: ['consents', 'revman', 'tenants'],
    queryFn: () => api.call(revmanContract.tenants, {}),
  });
}

export function useRevmanAudit() {
  const { api } = useShell();
  return useQuery({
    queryKey: ['consents', 'revman', 'audit'],
    queryFn: async () => (await api.call(revmanContract.audit, {})).changes,
  });
}

export function useRevmanWrites() {
  const { api, queryClient } = useShell();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['consents', 'revman'] });
  return {
    setVersion: async (id: number, app: string, version: string) => {
      await api.call(revmanContract.setVersion, { params: { id }, body: { app, version } });
      await refresh();
    },
    setFeature: async (id: number, name: FeatureFlag, enabled: boolean) => {
      await api.call(revmanContract.setFeature, { params: { id }, body: { name, enabled } });
      await refresh();
    },
  };
}
