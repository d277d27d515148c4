import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineTranslations, useAppTranslation } from './app-translation';
import { suppliesOf } from './app-module';
import { createPageHeaderStore } from './page-header-store';
import { PageRoutes } from './page-routes';
import { ROUTE_PATHS, routeHref, routePath } from './route-paths';
import { useNavigate } from './shell-hooks';
import { TestShell, createTestShell } from './testing';

afterEach(() => vi.restoreAllMocks());

describe('the route table (§2.3)', () => {
  it('holds every named route of the spec, and fills path parameters in, encoded', () => {
    expect(Object.keys(ROUTE_PATHS)).toHaveLength(69);
    expect(routePath('qnrViewDetail', { qnrId: 7 })).toBe('/qnr-view/7');
    expect(routePath('outboxGroupDetail', { outboxGroupId: 'a b' })).toBe('/outbox-groups/a%20b');
    expect(() => routePath('qnrViewDetail', { qnrId: '' })).toThrow(/qnrId/);
    expect(routeHref('/tasks', { task: 11, gone: undefined })).toBe('/tasks?task=11');
  });
});

describe('module kinds in a manifest', () => {
  it('reads pages, dialogs and widget kinds from the module names', () => {
    expect(suppliesOf(['page:shortcuts', 'dialog:new-note', 'widget:CHAT', 'widget:CHAT:COMPACT'])).toEqual({
      pages: ['shortcuts'],
      dialogs: ['new-note'],
      widgets: ['CHAT', 'CHAT:COMPACT'],
    });
  });
});

describe('one i18n', () => {
  it("puts an app's texts in the shell's i18next, with plurals", () => {
    const texts = defineTranslations('plural-app', {
      en: { saved_one: '{{count}} shortcut saved', saved_other: '{{count}} shortcuts saved' },
      no: { saved_one: '{{count}} snarvei lagret', saved_other: '{{count}} snarveier lagret' },
    });
    const shell = createTestShell({ language: 'no' });
    const { result } = renderHook(() => useAppTranslation(texts), {
      wrapper: ({ children }: { children?: ReactNode }) => <TestShell shell={shell}>{children}</TestShell>,
    });
    expect(result.current.t('saved', { count: 1 })).toBe('1 snarvei lagret');
    expect(result.current.t('saved', { count: 3 })).toBe('3 snarveier lagret');
  });
});

describe("a page's own routes", () => {
  it('shows the screen of a sub-path, and names an address it has no screen for in the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = createTestShell();
    const { unmount } = render(
      <TestShell shell={shell} path="/calendar/event/42">
        <PageRoutes app="calendar">
          <Route path="/calendar/event/:id" element={<p>event 42</p>} />
        </PageRoutes>
      </TestShell>,
    );
    expect(screen.getByText('event 42')).toBeTruthy();
    unmount();
    render(
      <TestShell shell={shell} path="/calendar/nowhere">
        <PageRoutes app="calendar" notFound={<p>no such page</p>}>
          <Route path="/calendar/event/:id" element={<p>event</p>} />
        </PageRoutes>
      </TestShell>,
    );
    expect(screen.getByText('no such page')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith('[apps] calendar: no page at /calendar/nowhere; nothing rendered');
  });

  it('navigates to a named route with its parameters through the shell', () => {
    const navigate = vi.fn();
    const shell = createTestShell({ navigate });
    const { result } = renderHook(() => useNavigate(), {
      wrapper: ({ children }: { children?: ReactNode }) => <TestShell shell={shell}>{children}</TestShell>,
    });
    result.current({ route: 'qnrViewDetail', params: { qnrId: 5 }, query: { print: 1 } });
    expect(navigate).toHaveBeenCalledWith('/qnr-view/5?print=1', undefined);
  });
});

describe('the page header store (§2.4)', () => {
  it("shows the newest page's title and back target, and the route's again when it leaves", () => {
    const store = createPageHeaderStore();
    const seen = vi.fn();
    store.subscribe(seen);
    store.set('a', { title: 'Shortcuts' });
    store.set('b', { title: 'Edit shortcut', backTo: '/shortcuts' });
    expect(store.current()).toEqual({ title: 'Edit shortcut', backTo: '/shortcuts' });
    store.set('b', null);
    expect(store.current()).toEqual({ title: 'Shortcuts' });
    expect(seen).toHaveBeenCalledTimes(3);
  });
});
