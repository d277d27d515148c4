// §2.4 The side menu as data: which entries a user sees, by feature flag, capability, role and
// context, and what each submenu holds. The components only draw this.
import { MENU_PLACES, type BrandVariant, type MenuPlace, type Role, type UserContext } from '@portal/rules';
import type { DeclaredMenuEntry } from '../apps';
import { ROUTES, inboxOutboxTarget, isGateOpen, isOverviewHidden, qnrModulePath } from '../routes';
import { settingsMenuItems, userMenuItems } from '../settings';
import type { SettingsAction } from '../settings';
import type { ShellCapabilities } from '../user-context';
import type { ContextGroup } from './context-groups';
import type { MenuIconName } from './menu-icons';

export type CatalogueId = string;

export interface MenuInput {
  features: ReadonlySet<string>;
  capabilities: ShellCapabilities;
  role: Role | null;
  userContext: UserContext;
  brand: BrandVariant;
  /** §4 Invitation: share items hidden. */
  restricted: boolean;
  isDevelopment?: boolean;
  /** The menu entries the installed apps declare (their manifests' includes). */
  declared?: readonly DeclaredMenuEntry[];
}

interface EntryBase {
  id: string;
  /** i18n key, or a text from the data (a context group's label). */
  labelKey?: string;
  label?: string;
  icon: MenuIconName;
}
export interface MenuLink extends EntryBase {
  kind: 'link';
  to: string;
  query?: Readonly<Record<string, string>>;
}
export interface MenuCatalogue extends EntryBase {
  kind: 'catalogue';
  catalogue: CatalogueId;
}
export type MenuEntry = MenuLink | MenuCatalogue;

export type SubmenuAction = SettingsAction;
export interface SubmenuItem {
  id: string;
  labelKey?: string;
  label?: string;
  to?: string;
  query?: Readonly<Record<string, string>>;
  action?: SubmenuAction;
}

const isStaff = (role: Role | null) => role !== null && role !== 'participant';
const link = (id: string, labelKey: string, icon: MenuIconName, to: string): MenuLink => ({
  kind: 'link',
  id,
  labelKey,
  icon,
  to,
});
const catalogue = (id: string, labelKey: string, icon: MenuIconName): MenuCatalogue => ({
  kind: 'catalogue',
  id,
  labelKey,
  icon,
  catalogue: id,
});

export function groupCatalogueId(group: Pick<ContextGroup, 'name'>): CatalogueId {
  return `group:${group.name}`;
}

function groupEntry(group: ContextGroup): MenuEntry {
  const base = {
    id: groupCatalogueId(group),
    icon: 'group' as const,
    ...(group.labelKey ? { labelKey: group.labelKey } : { label: group.label }),
  };
  if (group.preselected)
    return {
      ...base,
      kind: 'link',
      to: qnrModulePath(group.name),
      query: { qnr_context: group.preselected.name },
    };
  return { ...base, kind: 'catalogue', catalogue: groupCatalogueId(group) };
}

/** The declared entries for `place` that this user sees here, as links (after the spec's own). */
function declaredLinks(input: MenuInput, place: MenuPlace): MenuLink[] {
  const access = { features: input.features, capabilities: input.capabilities, role: input.role };
  return (input.declared ?? []).flatMap((entry) => {
    if (entry.place !== place || (entry.context && entry.context !== input.userContext)) return [];
    if (!isGateOpen(entry.gate, access)) return [];
    const to =
      entry.path ??
      (entry.route && entry.route in ROUTES ? ROUTES[entry.route as keyof typeof ROUTES] : null);
    return to ? [link(entry.id, entry.labelKey, 'app', to)] : [];
  });
}

/** The main entries, top to bottom (§2.4). */
export function buildMainMenu(input: MenuInput, groups: readonly ContextGroup[]): MenuEntry[] {
  const { features, capabilities: caps, role, userContext } = input;
  const on = (flag: string) => features.has(flag);
  const me = userContext === 'ME';
  const entries: MenuEntry[] = [];
  if (!isOverviewHidden({ features, userContext, role }))
    entries.push(
      link('overview', me ? 'sideMenu.myOverview' : 'sideMenu.overview', 'overview', ROUTES.overview),
    );
  if (isStaff(role)) {
    if (input.brand === 'work-inclusion')
      entries.push(link('jobSeeker', 'sideMenu.jobSeeker', 'jobSeeker', ROUTES.jobSeeker));
    else
      entries.push(link('patientLists', 'sideMenu.patientLists', 'patientLists', ROUTES.myParticipantsAll));
  }
  entries.push(...groups.map(groupEntry));
  if (isStaff(role) && on('crm_Organization') && on('crm_OrganizationsMenuItem'))
    entries.push(link('organizations', 'sideMenu.organizations', 'organizations', ROUTES.organizations));
  const messaging = inboxOutboxTarget(caps);
  if (messaging) entries.push(link('inboxOutbox', 'sideMenu.inboxOutbox', 'inbox', messaging));
  if (on('sideMenu_ShowCalendar') && on('calendar_EventsAccess'))
    entries.push(link('calendar', 'sideMenu.calendar', 'calendar', ROUTES.calendar));
  if (on('calendar_TasksAccess')) entries.push(link('tasks', 'sideMenu.tasks', 'tasks', ROUTES.tasks));
  entries.push(link('plans', 'sideMenu.plans', 'plans', ROUTES.plans));
  if (on('chat_ShowChat')) entries.push(link('chat', 'sideMenu.chat', 'chat', ROUTES.chat));
  entries.push(catalogue('allQnrs', 'sideMenu.allQnrs', 'allQnrs'));
  if (on('artifact_ShowFiles')) entries.push(catalogue('documents', 'sideMenu.files', 'files'));
  entries.push(
    link('summary', me ? 'sideMenu.myParticipant' : 'sideMenu.participantSummary', 'summary', ROUTES.summary),
  );
  if (isStaff(role)) entries.push(catalogue('personsList', 'sideMenu.myParticipants', 'myParticipants'));
  if (caps.reports) entries.push(catalogue('reports', 'sideMenu.reports', 'reports'));
  else if (caps.time_tracking)
    entries.push(link('timeTracking', 'sideMenu.timeTracking', 'timeTracking', ROUTES.timeTracking));
  entries.push(...declaredLinks(input, 'main'));
  return entries;
}

/** The bottom entries: Revman, admin panel, shortcuts, settings, and the user menu. */
export function buildBottomMenu(input: MenuInput): MenuEntry[] {
  const { features, capabilities: caps } = input;
  const entries: MenuEntry[] = [];
  if (caps.revman) entries.push(catalogue('revman', 'sideMenu.revman', 'revman'));
  if (caps.admin && features.has('shell_AdminPanel'))
    entries.push(catalogue('adminPanel', 'sideMenu.adminPanel', 'adminPanel'));
  if (features.has('artifact_Shortcuts'))
    entries.push(link('shortcuts', 'sideMenu.shortcuts', 'shortcuts', ROUTES.shortcuts));
  entries.push(...declaredLinks(input, 'bottom'));
  entries.push(catalogue('settings', 'sideMenu.settings', 'settings'));
  entries.push(catalogue('userMenu', 'sideMenu.userMenu', 'user'));
  return entries;
}

const item = (id: string, labelKey: string, to: string): SubmenuItem => ({ id, labelKey, to });

/** §2.4 Every submenu, each ending with the items the installed apps declare for it. */
export function submenuItems(
  id: CatalogueId,
  input: MenuInput,
  groups: readonly ContextGroup[],
): SubmenuItem[] {
  const place = MENU_PLACES.find((name) => name === id && name !== 'main' && name !== 'bottom');
  const declared = place
    ? declaredLinks(input, place).map(({ id: itemId, labelKey, to }) => ({ id: itemId, labelKey, to }))
    : [];
  return [...specSubmenuItems(id, input, groups), ...declared];
}

function specSubmenuItems(id: CatalogueId, input: MenuInput, groups: readonly ContextGroup[]): SubmenuItem[] {
  const { features, capabilities: caps, role } = input;
  const on = (flag: string) => features.has(flag);
  switch (id) {
    case 'allQnrs':
      return [
        item('allQnrs', 'sideMenu.allQnrsForms', ROUTES.allQnrs),
        ...(isStaff(role) && on('quickAccess_ShowShareButton') && !input.restricted
          ? [item('share', 'sideMenu.share', ROUTES.shareQnrs)]
          : []),
        ...(isStaff(role) ? [item('anonymousQnrs', 'sideMenu.anonymousQnrs', ROUTES.anonymousQnrs)] : []),
      ];
    case 'documents':
      // A participant's own documents; the staff's page is the storage app's declared entry.
      if (!isStaff(role)) return [item('myDocuments', 'sideMenu.myDocuments', ROUTES.documents)];
      return [
        ...(on('artifact_DocumentsGenerate') ? [item('generate', 'sideMenu.generate', ROUTES.generate)] : []),
        item('postJournal', 'sideMenu.postJournal', ROUTES.postJournal),
        ...(on('artifact_DocumentsDraft') ? [item('drafts', 'sideMenu.drafts', ROUTES.drafts)] : []),
      ];
    case 'reports':
      return [
        ...(caps.reports ? [item('reports', 'sideMenu.reports', ROUTES.reports)] : []),
        ...(caps.login_reports ? [item('loginReports', 'sideMenu.loginReports', ROUTES.loginReports)] : []),
        ...(caps.time_tracking ? [item('timeTracking', 'sideMenu.timeTracking', ROUTES.timeTracking)] : []),
        ...(caps.team_leader_time_tracking
          ? [item('teamLeaderTimeTracking', 'sideMenu.teamLeaderTimeTracking', ROUTES.teamLeaderTimeTracking)]
          : []),
      ];
    case 'adminPanel':
      return [
        item('customers', 'sideMenu.customers', ROUTES.customers),
        ...(on('shell_AdjustTemplates')
          ? [item('adjustTemplates', 'sideMenu.adjustTemplates', ROUTES.adjustTemplates)]
          : []),
        ...(on('artifact_Shortcuts')
          ? [item('shortcutSettings', 'sideMenu.shortcutSettings', ROUTES.shortcutSettings)]
          : []),
        ...(on('shell_PrivacyPolicyEdit') || on('consents_editor')
          ? [item('privacyAndConsents', 'sideMenu.privacyAndConsents', ROUTES.privacyAndConsents)]
          : []),
        ...(on('shell_AdjustOverviews')
          ? [item('designerOverview', 'sideMenu.designerOverview', ROUTES.designerOverview)]
          : []),
      ];
    case 'revman':
      return [
        item('selectVersions', 'sideMenu.selectVersions', ROUTES.selectVersions),
        item('selectFeatures', 'sideMenu.selectFeatures', ROUTES.selectFeatures),
      ];
    case 'settings':
      return settingsMenuItems({ isAdmin: caps.admin, administrationFeature: on('shell_Administration') });
    case 'personsList':
      return [
        item('myParticipants', 'sideMenu.myParticipants', ROUTES.myParticipants),
        item('groups', 'sideMenu.groups', ROUTES.myParticipantsGroups),
        item('accepted', 'sideMenu.accepted', ROUTES.myParticipantsAccepted),
        item('waiting', 'sideMenu.waiting', ROUTES.myParticipantsWaiting),
        item('toBeDeleted', 'sideMenu.toBeDeleted', ROUTES.myParticipantsToBeDeleted),
        item('all', 'sideMenu.all', ROUTES.myParticipantsAll),
      ];
    case 'userMenu':
      return userMenuItems(input.userContext);
    default: {
      const group = groups.find((g) => groupCatalogueId(g) === id);
      return (group?.contexts ?? []).map((context) => ({
        id: `context:${context.name}`,
        label: context.label,
        to: qnrModulePath(group?.name ?? ''),
        query: { qnr_context: context.name },
      }));
    }
  }
}

/** The title of a submenu: the label of the entry that opens it. */
export function catalogueEntry(id: CatalogueId, entries: readonly MenuEntry[]): MenuEntry | undefined {
  return entries.find((entry) => entry.id === id);
}
