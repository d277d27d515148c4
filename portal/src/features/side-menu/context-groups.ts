// §2.4, §7 One side-menu entry per questionnaire context group (fetchContextGroups, as docs/graphql.md
// gives it). The admin's query is restricted to their own customer; for others it is not (§6).
// ADVOCA never shows; "Arbeidsflater" is labelled "workspaces"; a group with fewer than two
// contexts pre-selects its only context through qnr_context.
import type { GraphQLClient } from '@portal/sdk';

const CONTEXT_FILTER = `context: {name: {_neq: "ADVOCA"}, templates_aggregate: {count: {predicate: {_gt: 0}, filter: {template_flag: {user_context_me: {_eq: $isUserContextMe}}}}}}`;

export function fetchContextGroupsQuery(restrictToCustomer: boolean): string {
  const variables = restrictToCustomer
    ? '$customerId: bigint!, $isUserContextMe: Boolean!'
    : '$isUserContextMe: Boolean!';
  const customer = restrictToCustomer ? 'customer_id: {_eq: $customerId}, ' : '';
  return `query fetchContextGroups(${variables}) {
  group_context(where: {${customer}context_group_contexts: {${CONTEXT_FILTER}}}, order_by: {created_at: asc}) {
    id
    name
    label
    context_group_contexts(where: {${CONTEXT_FILTER}}, order_by: {context: {created_at: asc}}) {
      context { id name label }
    }
  }
}`;
}

export const EXCLUDED_CONTEXT = 'ADVOCA';
export const WORKSPACES_GROUP = 'Arbeidsflater';

export interface QnrContext {
  id: number;
  name: string;
  label: string;
}

export interface ContextGroup {
  id: number;
  name: string;
  label: string;
  /** i18n key when the shell names the group itself ("workspaces"). */
  labelKey: string | null;
  contexts: QnrContext[];
  /** §2.4 the only context of a group with fewer than two, pre-selected through qnr_context. */
  preselected: QnrContext | null;
}

interface GroupRow {
  id: number | string;
  name: string;
  label: string | null;
  context_group_contexts: { context: { id: number | string; name: string; label: string | null } | null }[];
}

export function toContextGroups(rows: readonly GroupRow[]): ContextGroup[] {
  return rows
    .map((row) => {
      const contexts = row.context_group_contexts
        .map((link) => link.context)
        .filter((c): c is NonNullable<typeof c> => c !== null && c.name !== EXCLUDED_CONTEXT)
        .map((c) => ({ id: Number(c.id), name: c.name, label: c.label ?? c.name }));
      return {
        id: Number(row.id),
        name: row.name,
        label: row.label ?? row.name,
        labelKey:
          row.name === WORKSPACES_GROUP || row.label === WORKSPACES_GROUP ? 'sideMenu.workspaces' : null,
        contexts,
        preselected: contexts.length === 1 ? (contexts[0] ?? null) : null,
      };
    })
    .filter((group) => group.contexts.length > 0);
}

export async function fetchContextGroups(
  graphql: GraphQLClient,
  options: { isAdmin: boolean; customerId: number; isUserContextMe: boolean },
  signal?: AbortSignal,
): Promise<ContextGroup[]> {
  const variables = options.isAdmin
    ? { customerId: options.customerId, isUserContextMe: options.isUserContextMe }
    : { isUserContextMe: options.isUserContextMe };
  const data = await graphql.request<{ group_context: GroupRow[] }>(
    fetchContextGroupsQuery(options.isAdmin),
    variables,
    signal,
  );
  return toContextGroups(data.group_context);
}
