import type { Queryable } from '../db/database';
import type { DemoModule } from './demo-module';
import type { DemoSubdomain, SeededTenant } from './demo-tenants';
import { itemAt } from './demo-lists';
import { insertRows, insertRowsReturningIds, json } from './insert-row';

// Questionnaire context groups (spec §2.4, §7 fetchContextGroups). Per tenant: "Arbeidsflater"
// with several contexts (shown as "workspaces"), a group with exactly one context (pre-selected
// through qnr_context), ADVOCA inside a group (hidden by its name only: it has templates), and a
// ME-mode group whose contexts' templates have template_flags.user_context_me = true.

interface DemoContext {
  name: string;
  label: string;
  isUserContextMe: boolean;
}
interface DemoGroup {
  name: string;
  label: string;
  contexts: string[];
}
interface ContextsProfile {
  contexts: DemoContext[];
  groups: DemoGroup[];
}

const PROFILES: Record<DemoSubdomain, ContextsProfile> = {
  demo: {
    contexts: [
      { name: 'KARTLEGGING', label: 'Kartlegging', isUserContextMe: false },
      { name: 'OPPFOLGING', label: 'Oppfølging', isUserContextMe: false },
      { name: 'ADVOCA', label: 'Advoca', isUserContextMe: false },
      { name: 'RAPPORT', label: 'Rapporter til oppdragsgiver', isUserContextMe: false },
      { name: 'EGENVURDERING', label: 'Egenvurdering', isUserContextMe: true },
      { name: 'MIN_PLAN', label: 'Min plan', isUserContextMe: true },
    ],
    groups: [
      { name: 'Arbeidsflater', label: 'Arbeidsflater', contexts: ['KARTLEGGING', 'OPPFOLGING', 'ADVOCA'] },
      { name: 'Rapporter', label: 'Rapporter', contexts: ['RAPPORT'] },
      { name: 'MinSide', label: 'Min side', contexts: ['EGENVURDERING', 'MIN_PLAN'] },
    ],
  },
  care: {
    contexts: [
      { name: 'BEHOV', label: 'Behovskartlegging', isUserContextMe: false },
      { name: 'TILTAKSPLAN', label: 'Tiltaksplan', isUserContextMe: false },
      { name: 'ADVOCA', label: 'Advoca', isUserContextMe: false },
      { name: 'JOURNALNOTAT', label: 'Journalnotater', isUserContextMe: false },
      { name: 'EGENRAPPORT', label: 'Egenrapport', isUserContextMe: true },
      { name: 'TILBAKEMELDING', label: 'Tilbakemelding', isUserContextMe: true },
    ],
    groups: [
      { name: 'Arbeidsflater', label: 'Arbeidsflater', contexts: ['BEHOV', 'TILTAKSPLAN', 'ADVOCA'] },
      { name: 'Journal', label: 'Journal', contexts: ['JOURNALNOTAT'] },
      { name: 'MinSide', label: 'Min side', contexts: ['EGENRAPPORT', 'TILBAKEMELDING'] },
    ],
  },
};

export async function seedContexts(tx: Queryable, tenant: SeededTenant): Promise<void> {
  const { customerId, now, profile: tenantProfile } = tenant;
  const profile = PROFILES[tenantProfile.subdomain];
  const contextIds = await insertRowsReturningIds(
    tx,
    'context',
    profile.contexts.map((context) => ({
      customer_id: customerId,
      name: context.name,
      label: context.label,
      is_user_context_me: context.isUserContextMe,
    })),
  );
  const contextId = new Map(
    profile.contexts.map((context, index) => [context.name, itemAt(contextIds, index)]),
  );
  // created_at apart by a minute each: the side menu lists groups by created_at ascending.
  const groupIds = await insertRowsReturningIds(
    tx,
    'group_context',
    profile.groups.map((group, index) => ({
      customer_id: customerId,
      name: group.name,
      label: group.label,
      created_at: new Date(now.getTime() - (profile.groups.length - index) * 60_000),
    })),
  );
  await insertRows(
    tx,
    'context_group_context',
    profile.groups.flatMap((group, groupIndex) =>
      group.contexts.map((name) => {
        const id = contextId.get(name);
        if (id === undefined) throw new Error(`Demo group ${group.name} names an unknown context ${name}`);
        return {
          context_id: id,
          group_context_id: itemAt(groupIds, groupIndex),
          customer_id: customerId,
          description: `${group.label}: ${name}`,
        };
      }),
    ),
  );
  await insertRows(
    tx,
    'group_filters',
    profile.groups.map((group, index) => ({
      group_context_id: itemAt(groupIds, index),
      customer_id: customerId,
      filter: json({ context: { _in: group.contexts } }),
      filter_name: 'CONTEXT',
    })),
  );
}

export const contextsDemo: DemoModule = {
  name: 'contexts',
  seed: (tx, demo) => seedContexts(tx, demo.tenant),
};
