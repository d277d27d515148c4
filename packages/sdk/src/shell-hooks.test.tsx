import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WIDGET_KINDS as RULES_WIDGET_KINDS } from '@portal/rules';
import { TestShell, createTestShell } from './testing';
import { defineTranslations, useAppTranslation } from './app-translation';
import { useShell } from './shell-context';
import { useFeature, useUserContext } from './shell-hooks';
import { useGqlQuery } from './use-gql-query';
import { useGqlMutation } from './use-gql-mutation';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { WIDGET_KINDS, parseWidgetModuleName, widgetModuleName } from './widget-kinds';
import type { Shell } from './shell-context';

const wrapper = (shell: Shell) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <TestShell shell={shell}>{children}</TestShell>;
  };

describe('shell hooks', () => {
  it('throw a clear error outside the shell', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useShell())).toThrow(/outside <ShellProvider>/);
    vi.mocked(console.error).mockRestore();
  });

  it('give the selected recipient only in the RECIPIENT context', () => {
    const recipient = { id: 7, name: 'Kari' };
    const me = renderHook(() => useUserContext(), {
      wrapper: wrapper(createTestShell({ selectedRecipient: recipient })),
    });
    expect(me.result.current.selectedRecipient).toBeNull();
    const them = renderHook(() => useUserContext(), {
      wrapper: wrapper(createTestShell({ userContext: 'RECIPIENT', selectedRecipient: recipient })),
    });
    expect(them.result.current).toMatchObject({ userContext: 'RECIPIENT', selectedRecipient: recipient });
  });

  it('read feature flags', () => {
    const { result } = renderHook(() => [useFeature('chat_ShowChat'), useFeature('crm_Organization')], {
      wrapper: wrapper(createTestShell({ features: ['chat_ShowChat'] })),
    });
    expect(result.current).toEqual([true, false]);
  });

  it('translate per app namespace in the shell language, English as fallback', () => {
    const texts = defineTranslations('demo-app', {
      en: { hello: 'Hello {{name}}', only: 'x' },
      no: { hello: 'Hei {{name}}', only: '' },
    });
    const { result } = renderHook(() => useAppTranslation(texts), {
      wrapper: wrapper(createTestShell({ language: 'no' })),
    });
    expect(result.current.t('hello', { name: 'Ola' })).toBe('Hei Ola');
    expect(result.current.locale).toBe('nb-NO');
  });

  it('report unsaved changes to the shell and clear them on unmount', () => {
    const shell = createTestShell();
    const setDirty = vi.spyOn(shell.unsavedChanges, 'setDirty');
    const { unmount } = renderHook(() => useUnsavedChangesGuard('calendar:event-form', true), {
      wrapper: wrapper(shell),
    });
    expect(setDirty).toHaveBeenLastCalledWith('calendar:event-form', true, undefined);
    unmount();
    expect(setDirty).toHaveBeenLastCalledWith('calendar:event-form', false);
  });
});

describe('useGqlQuery', () => {
  it('runs the query through the shell client and renders the data', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { tasks: [{ id: 1, title: 'Call Kari' }] } })),
    );
    const shell = createTestShell({ fetch });
    function Tasks() {
      const { data } = useGqlQuery<{ tasks: { id: number; title: string }[] }>({
        key: ['tasks'],
        query: 'query { tasks { id title } }',
      });
      return (
        <ul>
          {data?.tasks.map((t) => (
            <li key={t.id}>{t.title}</li>
          ))}
        </ul>
      );
    }
    render(
      <TestShell shell={shell}>
        <Tasks />
      </TestShell>,
    );
    await waitFor(() => expect(screen.getByText('Call Kari')).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('widget module names', () => {
  it('cover the widget kinds of the rules package', () => {
    expect([...WIDGET_KINDS]).toEqual([...RULES_WIDGET_KINDS]);
  });

  it('round-trip kind and variation', () => {
    expect(widgetModuleName('CHAT')).toBe('widget:CHAT');
    expect(widgetModuleName('CHAT', 'COMPACT')).toBe('widget:CHAT:COMPACT');
    expect(parseWidgetModuleName('widget:CHAT:COMPACT')).toEqual({ widget: 'CHAT', variation: 'COMPACT' });
    expect(parseWidgetModuleName('widget:DRAFTS')).toEqual({ widget: 'DRAFTS', variation: 'DEFAULT' });
    expect(parseWidgetModuleName('page:chat')).toBeNull();
  });
});

describe('useGqlMutation', () => {
  it('runs the mutation and refetches the reads it invalidates', async () => {
    const bodies: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return new Response(JSON.stringify({ data: { tasks: [] } }));
    });
    const shell = createTestShell({ fetch });
    function Done() {
      useGqlQuery({ key: ['tasks'], query: 'query Tasks { tasks { id } }' });
      const done = useGqlMutation({
        mutation: 'mutation Done($id: bigint!) { update_tasks_by_pk }',
        invalidates: [['tasks']],
      });
      return (
        <button type="button" onClick={() => done.mutate({ id: 1 })}>
          done
        </button>
      );
    }
    render(
      <TestShell shell={shell}>
        <Done />
      </TestShell>,
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    screen.getByRole('button').click();
    await waitFor(() => expect(bodies.filter((b) => b.includes('query Tasks'))).toHaveLength(2));
    expect(bodies.some((b) => b.includes('mutation Done') && b.includes('"id":1'))).toBe(true);
  });
});
