// Time plans and their templates through the server's /api/time routes (issue 29 item 4), with the
// shell's clients; the wire types are the contract's (packages/rules, time/plan-contract.ts).
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { timePlanContract, type RouteBodyIn } from '@portal/rules';

export type { PlanTemplate, PlanWeek, TimePlan } from '@portal/rules';
export type PlanBody = RouteBodyIn<typeof timePlanContract.createPlan>;
export type TemplateBody = RouteBodyIn<typeof timePlanContract.createTemplate>;

export const PLAN_KEY = ['crm-time-plans'] as const;

export function usePlans() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLAN_KEY, 'plans'],
    queryFn: () => api.call(timePlanContract.plans, { query: {} }),
    select: (data) => data.plans,
  });
}

export function usePlan(id: number | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLAN_KEY, 'plan', id],
    enabled: id !== null,
    queryFn: () => api.call(timePlanContract.plan, { params: { id: id! } }),
  });
}

export function usePlanWeek(id: number, monday: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLAN_KEY, 'week', id, monday],
    queryFn: () => api.call(timePlanContract.week, { params: { id }, query: { monday } }),
  });
}

export function usePlanOptions() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLAN_KEY, 'options'],
    queryFn: () => api.call(timePlanContract.planOptions, {}),
  });
}

export function useTemplates() {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLAN_KEY, 'templates'],
    queryFn: () => api.call(timePlanContract.templates, {}),
    select: (data) => data.templates,
  });
}

export function useTemplate(id: number | null) {
  const { api } = useShell();
  return useQuery({
    queryKey: [...PLAN_KEY, 'template', id],
    enabled: id !== null,
    queryFn: () => api.call(timePlanContract.template, { params: { id: id! } }),
  });
}

export function usePlanWrites() {
  const { api, queryClient } = useShell();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: PLAN_KEY }),
    savePlan: (id: number | null, body: PlanBody) =>
      id === null
        ? api.call(timePlanContract.createPlan, { body })
        : api.call(timePlanContract.updatePlan, { params: { id }, body }),
    saveTemplate: (id: number | null, body: TemplateBody) =>
      id === null
        ? api.call(timePlanContract.createTemplate, { body })
        : api.call(timePlanContract.updateTemplate, { params: { id }, body }),
  };
}

/** The server's refusal in the user's language, or the fallback. */
export function refusalText(failure: unknown, language: string, fallback: string): string {
  const messages = (failure as { extra?: { messages?: Record<string, string> } }).extra?.messages;
  return messages?.[language] ?? fallback;
}

/** Hours as typed (`4`, `4,5`, `7.25`) in minutes; null when not a number of 0 to 24 hours. */
export function hoursToMinutes(text: string): number | null {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return 0;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(typed)) return null;
  const minutes = Math.round(Number(typed) * 60);
  return minutes <= 1440 ? minutes : null;
}

/** Minutes as hours for a field: `4`, `4.5`. */
export function minutesToHours(minutes: number): string {
  return minutes === 0 ? '' : String(Math.round((minutes / 60) * 100) / 100);
}

/** The date `days` days after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
