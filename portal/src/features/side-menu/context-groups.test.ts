import { describe, expect, it } from 'vitest';
import { fetchContextGroupsQuery, toContextGroups } from './context-groups';

const row = (name: string, contexts: string[]) => ({
  id: contexts.length,
  name,
  label: name,
  context_group_contexts: contexts.map((c, i) => ({
    context: { id: i + 1, name: c, label: c.toLowerCase() },
  })),
});

describe('context groups (§2.4)', () => {
  it('labels Arbeidsflater as workspaces, drops ADVOCA, pre-selects a single context', () => {
    const groups = toContextGroups([
      row('Arbeidsflater', ['KARTLEGGING', 'OPPFOLGING', 'ADVOCA']),
      row('Rapporter', ['RAPPORT']),
    ]);
    expect(groups[0]).toMatchObject({
      name: 'Arbeidsflater',
      labelKey: 'sideMenu.workspaces',
      preselected: null,
    });
    expect(groups[0]?.contexts.map((c) => c.name)).toEqual(['KARTLEGGING', 'OPPFOLGING']);
    expect(groups[1]).toMatchObject({ labelKey: null, preselected: { name: 'RAPPORT' } });
  });

  it('pre-selects the remaining context when ADVOCA was the other one, and hides empty groups', () => {
    const groups = toContextGroups([row('G', ['ADVOCA', 'ONE']), row('Only advoca', ['ADVOCA'])]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.preselected?.name).toBe('ONE');
  });

  it('restricts the query to the customer for admins only (§6)', () => {
    expect(fetchContextGroupsQuery(true)).toContain('customer_id: {_eq: $customerId}');
    expect(fetchContextGroupsQuery(false)).not.toContain('customer_id');
    expect(fetchContextGroupsQuery(false)).toContain('name: {_neq: "ADVOCA"}');
    expect(fetchContextGroupsQuery(false)).toContain('order_by: {created_at: asc}');
  });
});
