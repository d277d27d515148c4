import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/rules';
import { CAPABILITY_NAMES } from '../user-context';
import type { ShellCapabilities } from '../user-context';
import { toContextGroups } from './context-groups';
import { buildBottomMenu, buildMainMenu, submenuItems } from './menu-model';
import type { MenuInput } from './menu-model';

const caps = (...on: string[]) =>
  Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, on.includes(name)])) as ShellCapabilities;
const ALL = new Set<string>(
  FEATURE_FLAGS.filter((f) => f !== 'shell_HideContextMeOverview' && f !== 'quickAccess_HideNewNote'),
);
const input = (over: Partial<MenuInput> = {}): MenuInput => ({
  features: ALL,
  capabilities: caps('inbox', 'outbox', 'outbox_groups', 'time_tracking'),
  role: 'staff',
  userContext: 'ME',
  brand: 'work-inclusion',
  restricted: false,
  ...over,
});
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
const groups = toContextGroups([
  {
    id: 1,
    name: 'Arbeidsflater',
    label: 'Arbeidsflater',
    context_group_contexts: [
      { context: { id: 1, name: 'A', label: 'A' } },
      { context: { id: 2, name: 'B', label: 'B' } },
    ],
  },
]);

describe('the side menu (§2.4)', () => {
  it('gives the admin the admin panel and the staff member not', () => {
    expect(ids(buildBottomMenu(input({ role: 'admin', capabilities: caps('admin') })))).toContain(
      'adminPanel',
    );
    expect(ids(buildBottomMenu(input()))).not.toContain('adminPanel');
    expect(ids(buildBottomMenu(input({ capabilities: caps('admin'), features: new Set() })))).not.toContain(
      'adminPanel',
    );
  });

  it('shows Revman only for its users, and always settings and the user menu', () => {
    expect(ids(buildBottomMenu(input()))).toEqual(['shortcuts', 'settings', 'userMenu']);
    expect(ids(buildBottomMenu(input({ capabilities: caps('revman') })))[0]).toBe('revman');
  });

  it('labels the ME context "my overview" and "my participant"', () => {
    const me = buildMainMenu(input(), []);
    expect(me.find((e) => e.id === 'overview')?.labelKey).toBe('sideMenu.myOverview');
    expect(me.find((e) => e.id === 'summary')?.labelKey).toBe('sideMenu.myParticipant');
    const recipient = buildMainMenu(input({ userContext: 'RECIPIENT' }), []);
    expect(recipient.find((e) => e.id === 'overview')?.labelKey).toBe('sideMenu.overview');
  });

  it("gives a participant a participant's menu", () => {
    const menu = ids(buildMainMenu(input({ role: 'participant', capabilities: caps('inbox') }), []));
    expect(menu).toEqual([
      'overview',
      'inboxOutbox',
      'calendar',
      'tasks',
      'plans',
      'chat',
      'allQnrs',
      'documents',
      'summary',
    ]);
    const inbox = buildMainMenu(input({ role: 'participant', capabilities: caps('inbox') }), []).find(
      (e) => e.id === 'inboxOutbox',
    );
    expect(inbox?.kind === 'link' && inbox.to).toBe('/inbox');
  });

  it('replaces reports by the time-tracking list without reports access', () => {
    expect(ids(buildMainMenu(input(), []))).toContain('timeTracking');
    const leader = ids(buildMainMenu(input({ capabilities: caps('reports', 'time_tracking') }), []));
    expect(leader).toContain('reports');
    expect(leader).not.toContain('timeTracking');
  });

  it('hides the overview when shell_HideContextMeOverview is on in ME', () => {
    const features = new Set([...ALL, 'shell_HideContextMeOverview']);
    expect(ids(buildMainMenu(input({ features }), []))).not.toContain('overview');
  });

  it('adds one entry per context group, and organizations only with both flags', () => {
    const menu = buildMainMenu(input(), groups);
    expect(menu.find((e) => e.id === 'group:Arbeidsflater')).toMatchObject({
      kind: 'catalogue',
      labelKey: 'sideMenu.workspaces',
    });
    expect(ids(menu)).toContain('organizations');
    expect(ids(buildMainMenu(input({ features: new Set(['crm_Organization']) }), []))).not.toContain(
      'organizations',
    );
  });

  it('fills every submenu; share is hidden under the access restriction', () => {
    expect(ids(submenuItems('allQnrs', input(), []))).toEqual(['allQnrs', 'share', 'anonymousQnrs']);
    expect(ids(submenuItems('allQnrs', input({ restricted: true }), []))).toEqual([
      'allQnrs',
      'anonymousQnrs',
    ]);
    expect(ids(submenuItems('documents', input(), []))).toEqual(['generate', 'postJournal', 'drafts']);
    expect(
      ids(
        submenuItems(
          'reports',
          input({
            capabilities: caps('reports', 'login_reports', 'time_tracking', 'team_leader_time_tracking'),
          }),
          [],
        ),
      ),
    ).toEqual(['reports', 'loginReports', 'timeTracking', 'teamLeaderTimeTracking']);
    expect(ids(submenuItems('adminPanel', input(), []))).toEqual([
      'customers',
      'adjustTemplates',
      'shortcutSettings',
      'privacyAndConsents',
      'designerOverview',
    ]);
    expect(ids(submenuItems('revman', input(), []))).toEqual(['selectVersions', 'selectFeatures']);
    expect(ids(submenuItems('settings', input({ capabilities: caps('admin') }), []))).toEqual([
      'reload',
      'administration',
      'language',
    ]);
    expect(ids(submenuItems('personsList', input(), []))).toEqual([
      'myParticipants',
      'groups',
      'accepted',
      'waiting',
      'toBeDeleted',
      'all',
    ]);
    expect(ids(submenuItems('userMenu', input({ userContext: 'RECIPIENT' }), []))).toEqual([
      'enterMe',
      'logout',
    ]);
    expect(submenuItems('group:Arbeidsflater', input(), groups)).toEqual([
      { id: 'context:A', label: 'A', to: '/qnr-module/Arbeidsflater', query: { qnr_context: 'A' } },
      { id: 'context:B', label: 'B', to: '/qnr-module/Arbeidsflater', query: { qnr_context: 'B' } },
    ]);
  });
});
