import { describe, expect, it } from 'vitest';
import { textKeys } from '../../shared/i18n/text-tree';
import { findRoute } from './current-route';
import { isGateOpen } from './route-access';
import { ROUTES } from './route-paths';
import { ROUTE_TABLE, routeDefinition } from './route-table';
import { pageTitle, routeTexts } from './route-texts';

describe('the route table', () => {
  it('defines every named route once, each with a page', () => {
    const names = ROUTE_TABLE.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(ROUTES).sort());
    for (const route of ROUTE_TABLE) expect(route.shell ?? route.module).toBeTruthy();
  });

  it('titles every route in English and Norwegian', () => {
    expect(textKeys(routeTexts.en).sort()).toEqual(textKeys(routeTexts.no).sort());
  });

  it('finds the route of an address, static paths first', () => {
    expect(findRoute('/organizations/new')?.name).toBe('organizationsNew');
    expect(findRoute('/organizations/edit/5')?.name).toBe('organizationsEdit');
    expect(findRoute('/outbox-groups/9')?.name).toBe('outboxGroupDetail');
    expect(findRoute('/qnr-module/Arbeidsflater')?.name).toBe('qnrModuleArea');
    expect(findRoute('/nowhere')).toBeNull();
  });

  it('builds the page title from the route and the base title', () => {
    expect(pageTitle('Chat', 'Demo Arbeid')).toBe('Chat - Demo Arbeid');
    expect(pageTitle('', 'Demo Arbeid')).toBe('Demo Arbeid');
  });
});

describe('route gates (§2.3, §6)', () => {
  const access = (
    features: string[],
    capabilities: Record<string, boolean> = {},
    role: 'staff' | 'participant' | 'admin' = 'staff',
  ) => ({
    features: new Set(features),
    capabilities,
    role,
  });

  it('needs both organization features for the organization routes', () => {
    for (const name of ['organizationsNew', 'organizationsEdit', 'organizationsImport'] as const) {
      const gate = routeDefinition(name).gate;
      expect(isGateOpen(gate, access(['crm_Organization']))).toBe(false);
      expect(isGateOpen(gate, access(['crm_Organization', 'crm_OrganizationsMenuItem']))).toBe(true);
      expect(
        isGateOpen(gate, access(['crm_Organization', 'crm_OrganizationsMenuItem'], {}, 'participant')),
      ).toBe(false);
    }
  });

  it('reads capabilities for reports and the admin pages', () => {
    expect(isGateOpen(routeDefinition('reports').gate, access([], { reports: false }))).toBe(false);
    expect(isGateOpen(routeDefinition('reports').gate, access([], { reports: true }))).toBe(true);
    expect(
      isGateOpen(
        routeDefinition('settingsAdministration').gate,
        access(['shell_Administration'], { admin: false }),
      ),
    ).toBe(false);
    expect(
      isGateOpen(
        routeDefinition('settingsAdministration').gate,
        access(['shell_Administration'], { admin: true }, 'admin'),
      ),
    ).toBe(true);
  });

  it('marks the four messaging routes', () => {
    expect(ROUTE_TABLE.filter((r) => r.messaging).map((r) => r.name)).toEqual([
      'inboxOutbox',
      'inbox',
      'outbox',
      'outboxGroups',
      'outboxGroupDetail',
    ]);
  });
});
