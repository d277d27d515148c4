// The adjust-templates page's reads and write through the data API (§7): the tenant's genesis
// templates with its overrides and their change log, the names of who changed them, and the
// override mutation (server/src/areas/questionnaires/templates/genesis-overrides.ts).
import type { GenesisOverride } from '@portal/rules';
import { useGqlQuery, useShell } from '@portal/sdk';
import { TEMPLATES_KEY } from './templates-api';

const GENESIS = `query QnrGenesisTemplates {
  templates(where: { template_flag: { genesis: { _eq: true } } }, order_by: [{ title: asc }, { id: asc }]) {
    id title template_uuid context journal_roles offer_types offers
    template_flag { generate_on_start }
    genesis_templates { genesis_set }
  }
  qnr_template_genesis_overrides { template_uuid context generate_on_start journal_roles offer_types offers qnr_info }
  qnr_template_genesis_overrides_log(order_by: { id: desc }, limit: 200) {
    id template_uuid db_op changed_at changed_by deleted_by created_at
  }
  genesis_denied_permissions { table_id }
}`;
const USERS = `query QnrLogUsers($ids: [bigint!]!) { users(where: { id: { _in: $ids } }) { id first_name last_name } }`;
const OVERRIDE = `mutation QnrTemplateGenesisOverride($id: bigint!, $override: jsonb, $reset: Boolean) {
  qnrTemplateGenesisOverride(template_id: $id, override: $override, reset: $reset) { template_uuid changed_at }
}`;

export interface GenesisTemplate {
  id: string;
  title: string;
  template_uuid: string;
  context: string | null;
  journal_roles: string[];
  offer_types: number[];
  offers: number[];
  template_flag: { generate_on_start: boolean } | null;
  genesis_templates: { genesis_set: string }[];
}
export type OverrideRow = GenesisOverride & { template_uuid: string };
export interface LogRow {
  id: string;
  template_uuid: string;
  db_op: 'INSERT' | 'UPDATE' | 'DELETE';
  changed_at: string | null;
  changed_by: string | null;
  deleted_by: string | null;
  created_at: string;
}
interface GenesisData {
  templates: GenesisTemplate[];
  qnr_template_genesis_overrides: OverrideRow[];
  qnr_template_genesis_overrides_log: LogRow[];
  genesis_denied_permissions: { table_id: string }[];
}

/** The genesis templates with the tenant's overrides and log, and a name for each user in the log. */
export function useGenesisTemplates() {
  const genesis = useGqlQuery<GenesisData>({ key: [...TEMPLATES_KEY, 'genesis'], query: GENESIS });
  const userIds = [
    ...new Set(
      (genesis.data?.qnr_template_genesis_overrides_log ?? [])
        .flatMap((row) => [row.changed_by, row.deleted_by])
        .filter((id): id is string => id !== null)
        .map(Number),
    ),
  ];
  const users = useGqlQuery<{ users: { id: string; first_name: string; last_name: string }[] }>({
    key: [...TEMPLATES_KEY, 'log-users'],
    query: USERS,
    variables: { ids: userIds },
    enabled: userIds.length > 0,
  });
  /** A user's name, or null when the log names no user we can read. */
  const nameOf = (id: string | null) => {
    const user = users.data?.users.find((u) => String(u.id) === String(id));
    return user ? `${user.first_name} ${user.last_name}`.trim() : null;
  };
  return { genesis, nameOf };
}

/** Sets (`override`) or drops (`reset: true`) the tenant's override, then refreshes every template read. */
export function useGenesisOverrideWrite() {
  const { graphql, queryClient } = useShell();
  return async (templateId: string, variables: { override: GenesisOverride } | { reset: true }) => {
    await graphql.request(OVERRIDE, { id: Number(templateId), ...variables });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('qnr-templates') });
  };
}
