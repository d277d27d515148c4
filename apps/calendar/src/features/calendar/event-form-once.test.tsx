// A new event is created once (issue 26 item 6): a double submit of the event form sends one create,
// and that create carries an Idempotency-Key (so a retry after a lost answer is answered with the
// first event by the server, not a second invitation); the next new event gets a new key.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { EventForm } from './EventForm';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the event form creates once', () => {
  it('sends one create with an idempotency key for a double submit', async () => {
    const creates: { key: string | undefined }[] = [];
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      if (path.startsWith('/api/calendar/people'))
        return Promise.resolve(json({ users: [], recipients: [] }));
      if (path.startsWith('/api/calendar/events') && init?.method === 'POST') {
        const headers = (init.headers ?? {}) as Record<string, string>;
        creates.push({ key: headers['idempotency-key'] });
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return Promise.resolve(json({}, 404));
    });
    const onSaved = vi.fn();
    const start = new Date('2031-05-06T08:00:00.000Z');
    const shell = createTestShell({ fetch: fetch as unknown as typeof globalThis.fetch });
    render(
      <QueryClientProvider client={shell.queryClient}>
        <TestShell shell={shell}>
          <EventForm
            mode={{
              kind: 'new',
              start,
              end: new Date(start.getTime() + 3_600_000),
              allDay: false,
              recipientId: null,
            }}
            onSaved={onSaved}
            onCancel={() => undefined}
          />
        </TestShell>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Samtale' } });
    const form = screen.getByRole('form', { name: 'New event' });
    // Two submits in the same moment, before the form has drawn itself busy: a double click.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(creates[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await act(async () => {
      answer(json({ id: 7, capped: false, until: null }, 201));
      await Promise.resolve();
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(creates).toHaveLength(1);
  });
});
