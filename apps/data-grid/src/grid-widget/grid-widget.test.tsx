import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { WidgetProps } from '@portal/sdk';
import { modules } from '../index';
import { GRID_WIDGETS } from '../widget-list';
import { WIDGET_KINDS } from '@portal/sdk';

const props = (amountOfRows = 5): WidgetProps => ({
  name: '',
  variation: 'DEFAULT',
  amountOfRows,
  settings: { status: 'On', amount_of_rows: amountOfRows },
});

function graphqlAnswering(data: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }),
  );
}

const sentBody = (fetch: ReturnType<typeof graphqlAnswering>) =>
  JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { query: string; variables: Record<string, unknown> };

describe('the data-grid app', () => {
  it('exposes a widget module for every overview widget kind of spec §3', () => {
    expect(Object.keys(modules).sort()).toEqual(WIDGET_KINDS.map((k) => `widget:${k}`).sort());
    expect(GRID_WIDGETS.map((w) => w.kind).sort()).toEqual([...WIDGET_KINDS].sort());
  });

  it('shows the ME rows of the user with links to the owning route, limited to amount_of_rows', async () => {
    const fetch = graphqlAnswering({
      tasks: [
        {
          id: 11,
          title: 'Ring Ola',
          due_at: '2026-11-22T10:00:00Z',
          done: false,
          recipient: { full_name: 'Ola Hansen' },
        },
        { id: 12, title: 'Send plan', due_at: null, done: false, recipient: null },
      ],
    });
    const shell = createTestShell({ fetch, user: { id: 42, name: 'Kari', role: 'staff', customerId: 1 } });
    const Widget = modules['widget:CALENDAR_TASK'];
    render(
      <TestShell shell={shell}>
        <Widget {...props(3)} />
      </TestShell>,
    );
    const link = await screen.findByRole('link', { name: 'Ring Ola' });
    expect(link.getAttribute('href')).toBe('/tasks?task=11');
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all' }).getAttribute('href')).toBe('/tasks');
    const { variables } = sentBody(fetch);
    expect(variables).toEqual({ rows: 3, where: { done: { _eq: false }, assigned_to: { _eq: 42 } } });
  });

  it("reads the selected participant's rows in the RECIPIENT context, in Norwegian", async () => {
    const fetch = graphqlAnswering({
      activity_log: [
        {
          id: 5,
          action: 'qnr_sent',
          description: 'Skjema sendt',
          created_at: '2026-11-20T09:00:00Z',
          recipient: { id: 7, full_name: 'Ola' },
          user: { first_name: 'Kari', last_name: 'N' },
        },
      ],
    });
    const shell = createTestShell({
      fetch,
      language: 'no',
      userContext: 'RECIPIENT',
      selectedRecipient: { id: 7, name: 'Ola' },
    });
    const Widget = modules['widget:ACTIVITIES_LOG'];
    render(
      <TestShell shell={shell}>
        <Widget {...props()} />
      </TestShell>,
    );
    const link = await screen.findByRole('link', { name: 'Skjema sendt' });
    expect(link.getAttribute('href')).toBe('/summary?user_context=RECIPIENT&selected_patient_id=7');
    expect(screen.getByRole('heading', { name: 'Aktivitetslogg' })).toBeTruthy();
    expect(screen.getByText('Kari N')).toBeTruthy();
    expect(sentBody(fetch).variables).toEqual({ rows: 5, where: { recipient_id: { _eq: 7 } } });
  });

  it('asks for a participant in the RECIPIENT context without one, and queries nothing', () => {
    const fetch = graphqlAnswering({});
    const Widget = modules['widget:DRAFTS'];
    render(
      <TestShell shell={createTestShell({ fetch, userContext: 'RECIPIENT' })}>
        <Widget {...props()} />
      </TestShell>,
    );
    expect(screen.getByRole('status').textContent).toBe('Choose a participant first');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "no access" when the role may not read the table, and "nothing to show" for no rows', async () => {
    const denied = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            errors: [
              {
                message: 'Unknown type "login_audit_bool_exp".',
                extensions: { code: 'validation-failed', path: '$' },
              },
            ],
          }),
        ),
    );
    const Reports = modules['widget:DIRECTORY_LOGIN_REPORTS'];
    const first = render(
      <TestShell shell={createTestShell({ fetch: denied })}>
        <Reports {...props()} />
      </TestShell>,
    );
    await waitFor(() =>
      expect(within(first.container).getByRole('status').textContent).toBe(
        'You do not have access to this list',
      ),
    );
    const Drafts = modules['widget:DRAFTS'];
    const second = render(
      <TestShell shell={createTestShell({ fetch: graphqlAnswering({ dockladd_properties: [] }) })}>
        <Drafts {...props()} name="My drafts" />
      </TestShell>,
    );
    await waitFor(() =>
      expect(within(second.container).getByRole('status').textContent).toBe('Nothing to show'),
    );
    expect(within(second.container).getByRole('heading', { name: 'My drafts' })).toBeTruthy();
  });

  it('shows its rows as a list on a phone: the title in full, two fields and the link', async () => {
    const original = window.matchMedia;
    // jsdom has no layout: a phone is a viewport that matches the §9 mobile query.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width:768px'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      const long = 'Oppfølgingssamtale med Eva Johansen om arbeidstrening';
      const fetch = graphqlAnswering({
        tasks: [{ id: 11, title: long, due_at: null, done: false, recipient: { full_name: 'Eva Johansen' } }],
      });
      const Widget = modules['widget:CALENDAR_TASK'];
      render(
        <TestShell shell={createTestShell({ fetch })}>
          <Widget {...props()} />
        </TestShell>,
      );
      const link = await screen.findByRole('link', { name: long });
      expect(link.getAttribute('href')).toBe('/tasks?task=11');
      const list = screen.getByRole('list', { name: 'Tasks' });
      expect(within(list).getByText('Eva Johansen', { exact: false, selector: 'p' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
