// Issue 25 item 6: an app adds a page the spec does not name, its menu entries and a quick-access
// item through its own manifest (apps/shared/fixtures/includes-test/includes.json); the shell,
// unchanged, mounts the page at its path with its sub-routes, lists the menu entries where they
// belong and offers the quick-access item, in both languages, behind their gates.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { appIncludesSchema, CAPABILITY_NAMES, type Language } from '@portal/rules';
import type { DialogModule, PageModule, PageProps } from '@portal/sdk';
import fixtureIncludes from '../../../../apps/shared/fixtures/includes-test/includes.json';
import {
  AppsProvider,
  createAppRegistry,
  declaredIncludes,
  useDeclaredIncludes,
  type AppRegistryState,
} from '../apps';
import { fakeInstallation } from '../apps/testing';
import { QuickAccess, quickAccessTexts } from '../quick-access';
import { buildMainMenu, submenuItems, type MenuInput } from '../side-menu';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { ShellRoutes } from './ShellRoutes';
import { usePageTitle } from './usePageTitle';

const includes = appIncludesSchema.parse(fixtureIncludes);

const TimeReportsPage: PageModule = ({ route, basePath, params }: PageProps) => (
  <p data-testid="declared-page">{`${route} at ${basePath} ${JSON.stringify(params)}`}</p>
);
const NewTimeReport: DialogModule = () => <p>dialog</p>;
const apps = fakeInstallation(
  {
    'time-reports@1.0.0': { 'page:time-reports': TimeReportsPage, 'dialog:new-time-report': NewTimeReport },
    'calendar@1.0.0': {},
  },
  { 'time-reports@1.0.0': includes },
);
const ready: AppRegistryState = { status: 'ready', registry: createAppRegistry(apps.index, null) };
const declared = declaredIncludes(ready);

const caps = (...on: string[]) =>
  Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, on.includes(name)]));

function ShellPart() {
  const { pages } = useDeclaredIncludes();
  const title = usePageTitle(null, 'Demo', pages[0] ?? null);
  return (
    <>
      <h1>{title}</h1>
      <ShellRoutes declared={pages} />
    </>
  );
}

async function open(path: string, role: 'STAFF' | 'PARTICIPANT', lang: Language = 'en') {
  return renderInShell(
    <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={null}>
      <ShellPart />
      <QuickAccess compact={false} />
    </AppsProvider>,
    { route: path, lang, bootstrap: testSessionBootstrap({ user_role: role }), texts: [quickAccessTexts] },
  );
}

describe('what an app declares in its manifest (issue 25 item 6)', () => {
  it('mounts the page at its path and below it, under its own title, with its PageProps', async () => {
    await open('/time-reports/new', 'STAFF');
    expect((await screen.findByTestId('declared-page')).textContent).toBe(
      'time-reports:time-reports at /time-reports {}',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Time reports');
    expect(screen.getByTestId('location').textContent).toBe('/time-reports/new');
  });

  it('keeps the page from a role its gate shuts out (staff only), in Norwegian too', async () => {
    await open('/time-reports', 'PARTICIPANT', 'no');
    expect(await screen.findByText('Timerapporter')).toBeTruthy();
    await screen.findByText('/overview', { selector: '[data-testid="location"]' });
    expect(screen.queryByTestId('declared-page')).toBeNull();
  });

  it('keeps an address no named route matches while the manifests are still read, then leaves it', async () => {
    const waiting = await renderInShell(<ShellRoutes declared={[]} appsReady={false} />, {
      route: '/time-reports/new',
      bootstrap: testSessionBootstrap({ user_role: 'STAFF' }),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(screen.getByTestId('location').textContent).toBe('/time-reports/new');
    waiting.unmount();
    await renderInShell(<ShellRoutes declared={[]} />, {
      route: '/time-reports/new',
      bootstrap: testSessionBootstrap({ user_role: 'STAFF' }),
    });
    await screen.findByText('/overview', { selector: '[data-testid="location"]' });
  });

  it('offers its quick-access item to an advisor, with its own label', async () => {
    await open('/time-reports', 'STAFF', 'no');
    fireEvent.click(await screen.findByTestId('quick-access'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Ny timerapport')).toBeTruthy();
  });

  it('puts its menu entries in the main menu and, for who may see reports, in the reports submenu', () => {
    const input: MenuInput = {
      features: new Set(),
      capabilities: caps('reports') as MenuInput['capabilities'],
      role: 'staff',
      userContext: 'ME',
      brand: 'work-inclusion',
      restricted: false,
      declared: declared.menu,
    };
    const main = buildMainMenu(input, []);
    expect(main.at(-1)).toMatchObject({ kind: 'link', to: '/time-reports', icon: 'app' });
    expect(declared.texts.en).toMatchObject({
      appIncludes: { 'time-reports': { menu: { 'time-reports': 'Time reports' } } },
    });
    expect(declared.texts.no).toMatchObject({
      appIncludes: { 'time-reports': { menu: { 'time-reports': 'Timerapporter' } } },
    });
    expect(submenuItems('reports', input, []).at(-1)).toMatchObject({ to: '/time-reports' });
    const withoutReports = { ...input, capabilities: caps() as MenuInput['capabilities'] };
    expect(submenuItems('reports', withoutReports, []).map((item) => item.to)).not.toContain('/time-reports');
  });
});
