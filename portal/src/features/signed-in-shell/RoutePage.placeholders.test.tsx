// Issue 26 item 3: every route whose page no installed app supplies yet says so in plain words, in
// both languages, under its own title; it shows nothing of the code (no app or module name, no
// "Context: ME.", no "Opened 1 time" button) and never another page of the app in its place
// (time tracking headed "Organizations", the questionnaire list on plans or the inbox).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CAPABILITY_NAMES, FEATURE_FLAGS, type Language } from '@portal/rules';
import type { AppModules, PageModule } from '@portal/sdk';
import { AppsProvider } from '../apps';
import { fakeInstallation } from '../apps/testing';
import { ROUTE_TABLE, ROUTES, routeTexts } from '../routes';
import type { ShellRouteDefinition } from '../routes';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { RoutePage } from './RoutePage';
import { routeMountPath } from './ShellRoutes';

// Each app supplies only its main page, which must never stand in for another page of the app.
const mainPage =
  (app: string): PageModule =>
  () => <p>main page of {app}</p>;
const appNames = [...new Set(ROUTE_TABLE.flatMap((route) => (route.app ? [route.app] : [])))];
const apps = fakeInstallation(
  Object.fromEntries(
    appNames.map((app): [string, AppModules] => {
      const modules: Record<`page:${string}`, PageModule> = {};
      modules[`page:${app}`] = mainPage(app);
      return [`${app}@1.0.0`, modules];
    }),
  ),
);
const placeholderRoutes = ROUTE_TABLE.filter(
  (route) => route.app && route.module !== `page:${route.app}` && route.name !== 'inboxOutbox',
);

const bootstrap = testSessionBootstrap({
  features: FEATURE_FLAGS.filter((flag) => flag !== 'quickAccess_HideNewNote'),
  capabilities: Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, true])),
});

const texts = (lang: Language) =>
  routeTexts[lang] as { routes: Record<string, string>; routePage: Record<string, string> };

/** The route's address with each path parameter filled in. */
const addressOf = (route: ShellRouteDefinition) => ROUTES[route.name].replace(/:[^/]+/g, '1');

async function showPlaceholder(route: ShellRouteDefinition, lang: Language) {
  await renderInShell(
    <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={null}>
      <RoutePage route={route} />
    </AppsProvider>,
    { bootstrap, lang, route: addressOf(route), path: routeMountPath(route), texts: [routeTexts] },
  );
  return screen.findByTestId('module-placeholder');
}

describe('a page no app supplies yet (issue 26 item 3)', () => {
  it('covers the routes of every app that has one', () => {
    expect(placeholderRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['timeTracking', 'plans', 'inbox', 'organizationsNew', 'summary']),
    );
  });

  describe.each(['en', 'no'] as const)('in %s', (lang) => {
    it.each(placeholderRoutes.map((route) => [route.name, route] as const))(
      '%s: its own title and a plain sentence',
      async (_name, route) => {
        const placeholder = await showPlaceholder(route, lang);
        const { routes, routePage } = texts(lang);
        const title = routes[route.name] ?? '';
        expect(title).not.toBe('');
        expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
        expect(placeholder.getAttribute('aria-label')).toBe(title);
        expect(placeholder.textContent).toContain(routePage.notYet);
        const text = placeholder.textContent ?? '';
        expect(text).not.toMatch(/Context|Kontekst|Opened|Åpnet|page:|\{\{|routePage\./);
        expect(text).not.toMatch(new RegExp(`\\b${route.app ?? ''}\\b`, 'i'));
        expect(screen.queryByRole('button')).toBeNull();
        expect(screen.queryByText(/^main page of/)).toBeNull();
      },
    );
  });
});
