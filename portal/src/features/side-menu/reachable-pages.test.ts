// Issue 26 item 1: every page a role may use is reachable from the menu (the spec's own entries and
// what the installed apps declare in their includes.json), or from the page it belongs to. The
// routes reached another way are listed with the way; a new route with neither fails here.
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, appIncludesSchema, type AppIncludes } from '@portal/rules';
import { includesOfApps } from '../apps';
import { ROUTE_TABLE, ROUTES, type RouteName } from '../routes';
import { CAPABILITY_NAMES, type ShellCapabilities } from '../user-context';
import { buildBottomMenu, buildMainMenu, submenuItems, type MenuInput } from './menu-model';

const INCLUDES = import.meta.glob<{ default: unknown }>('../../../../apps/*/includes.json', { eager: true });

/** Every app's includes.json as the build reads it (checked by the same schema). */
function appIncludes(): Array<readonly [string, AppIncludes]> {
  return Object.entries(INCLUDES).map(([file, json]) => {
    const app = /apps\/([^/]+)\/includes\.json$/.exec(file)?.[1] ?? file;
    return [app, appIncludesSchema.parse(json.default)] as const;
  });
}

/** Routes reached from somewhere other than a menu, and from where. */
const REACHED_OTHERWISE: Partial<Record<RouteName, string>> = {
  artifactPresenter: 'a questionnaire opened from a list',
  qnrModule: 'a context group entry (qnr-module/<group>)',
  qnrModuleArea: 'a context group entry',
  allQnrsAndFiles: 'the all-questionnaires page',
  manageQnrs: 'the all-questionnaires page (manage)',
  qnrView: 'a questionnaire in a list',
  qnrViewDetail: 'a questionnaire in a list',
  qnrViewPrint: "a questionnaire's print button",
  richEdit: 'a draft',
  documentEditor: 'a draft',
  settingsOrganizationsNew: 'the administration page',
  settingsOrganizationsEdit: 'the administration page',
  organizationsNew: 'the organizations page',
  organizationsEdit: 'the organizations page',
  organizationsImport: 'the organizations page',
  sendOrdersWidget: 'the overview widget (embedded)',
  qnrViewWidget: 'the overview widget (embedded)',
  postJournalWidget: 'the overview widget (embedded)',
  meetingSessionRoom: "a video meeting's Join button in the calendar",
  outboxGroupDetail: 'the outbox groups page',
  timePlanTemplateCreate: 'the time-plan templates page',
  timePlanTemplateEdit: 'the time-plan templates page',
  timePlanCreate: 'the time plans page',
  timePlanEdit: 'the time plans page',
  // The areas below land with their issues (28-31); each brings its own menu entry in includes.json.
  smsTemplates: 'issue 31 (SMS templates) brings its entry',
  timePlanTemplates: 'the time plans page',
  tiltak: 'issue 30 (tiltak) brings its entry',
};

const caps = Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, true])) as ShellCapabilities;

/** Every path an admin with every feature and capability can reach through the side menu. */
function reachablePaths(input: MenuInput): Set<string> {
  const paths = new Set<string>();
  for (const entry of [...buildMainMenu(input, []), ...buildBottomMenu(input)]) {
    if (entry.kind === 'link') paths.add(entry.to);
    else for (const item of submenuItems(entry.id, input, [])) if (item.to) paths.add(item.to);
  }
  return paths;
}

describe('every page is reachable (issue 26 item 1)', () => {
  const declared = includesOfApps(appIncludes()).menu;
  const base: MenuInput = {
    features: new Set(FEATURE_FLAGS.filter((flag) => flag !== 'shell_HideContextMeOverview')),
    capabilities: caps,
    role: 'admin',
    userContext: 'ME',
    brand: 'work-inclusion',
    restricted: false,
    declared,
  };

  it('leads to every route from the menu or names the page that leads there', () => {
    const reachable = new Set([
      ...reachablePaths(base),
      ...reachablePaths({ ...base, brand: 'care' }),
      // Reports is replaced by time tracking when the user has no reports access (§2.4).
      ...reachablePaths({ ...base, capabilities: { ...caps, reports: false } }),
      // The inbox/outbox entry leads to one of four routes by the user's capabilities.
      ...reachablePaths({ ...base, capabilities: { ...caps, inbox: false, outbox_groups: false } }),
      ...reachablePaths({ ...base, capabilities: { ...caps, inbox: false, outbox: false } }),
      ...reachablePaths({ ...base, capabilities: { ...caps, outbox: false, outbox_groups: false } }),
    ]);
    const unreachable = ROUTE_TABLE.map((route) => route.name).filter(
      (name) => !reachable.has(ROUTES[name]) && !REACHED_OTHERWISE[name],
    );
    expect(unreachable).toEqual([]);
  });

  it('lists the questionnaire templates, sending and the documents page in their submenus', () => {
    const under = (id: string) => submenuItems(id, base, []).map((item) => item.to);
    expect(under('allQnrs')).toEqual(expect.arrayContaining([ROUTES.qnrTemplates, ROUTES.sendOrders]));
    expect(under('documents')).toContain(ROUTES.documents);
  });

  it('shows a participant none of the staff pages declared by the apps', () => {
    const participant = reachablePaths({ ...base, role: 'participant' });
    expect(participant.has(ROUTES.qnrTemplates)).toBe(false);
    expect(participant.has(ROUTES.sendOrders)).toBe(false);
  });

  it('keeps no route in the list of other ways once the menu reaches it', () => {
    const reachable = reachablePaths(base);
    const listedButReached = Object.keys(REACHED_OTHERWISE).filter((name) =>
      reachable.has(ROUTES[name as RouteName]),
    );
    expect(listedButReached).toEqual([]);
  });
});
