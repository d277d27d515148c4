// The plans page's reads and writes: the routes of /api/plans by their contract (packages/rules),
// the participants through the data API.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plansContract, type PlanInput } from '@portal/rules';
import { useGqlQuery, useShell } from '@portal/sdk';

export const PLANS_KEY = ['artifact', 'plans'] as const;

export function usePlans() {
  const { api } = useShell();
  return useQuery({ queryKey: PLANS_KEY, queryFn: () => api.call(plansContract.plans, {}) });
}

export function usePlan(id: number) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLANS_KEY, id],
    queryFn: () => api.call(plansContract.plan, { params: { id } }),
  });
}

/** A participant's own plans, with their next sends and what was sent. */
export function useOwnPlans() {
  const { api } = useShell();
  return useQuery({ queryKey: [...PLANS_KEY, 'mine'], queryFn: () => api.call(plansContract.mine, {}) });
}

export function useParcelChoices() {
  const { api } = useShell();
  return useQuery({
    queryKey: ['artifact', 'parcels'],
    queryFn: () => api.call(plansContract.parcels, {}),
    select: (data) => data.parcels.filter((p) => !p.archived),
  });
}

/** The admins' list of failed sends (403 for others: then the list is not shown). */
export function usePlanFailures(enabled: boolean) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLANS_KEY, 'failures'],
    queryFn: () => api.call(plansContract.failures, {}),
    enabled,
    retry: false,
  });
}

const RECIPIENTS = `query PlanRecipients {
  recipients(order_by: [{ full_name: asc }, { id: asc }], limit: 500) { id full_name }
}`;

export function useRecipients() {
  return useGqlQuery<{ recipients: { id: number; full_name: string }[] }, { id: number; name: string }[]>({
    key: ['artifact', 'plan-recipients'],
    query: RECIPIENTS,
    select: (data) => data.recipients.map((r) => ({ id: Number(r.id), name: r.full_name })),
  });
}

export function usePlanWrites() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PLANS_KEY });
  return {
    create: async (body: PlanInput) => {
      const created = await api.call(plansContract.createPlan, { body });
      await refresh();
      return created;
    },
    end: async (id: number) => {
      await api.call(plansContract.endPlan, { params: { id } });
      await refresh();
    },
  };
}
