// The questionnaire list's unseen chip against a stubbed data API and a stand-in subscription
// client: it shows the read count at once, then follows what the subscription pushes (up, down, to
// none) in the user's language, without asking the data API again, and filters by the participant.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { SubscriptionClient, SubscriptionSink } from '@portal/sdk';
import { UnseenCount } from './QnrUnseenCount';

type Body = { query: string; variables: Record<string, unknown> };
const total = (n: number | null) => ({ unseen_queries_aggregate: { aggregate: { sum: { total: n } } } });

function dataApi(count: number) {
  const calls: Body[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)) as Body);
    return new Response(JSON.stringify({ data: total(count) }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, calls };
}

/** Records each subscription and lets the test push answers to it. */
function fakeSubscriptions() {
  const live: { query: string; variables: Record<string, unknown>; sink: SubscriptionSink<unknown>; ended: boolean }[] = [];
  const client: SubscriptionClient = {
    subscribe<TData>(query: string, variables: Record<string, unknown>, sink: SubscriptionSink<TData>) {
      const entry = { query, variables, sink: sink as SubscriptionSink<unknown>, ended: false };
      live.push(entry);
      return () => {
        entry.ended = true;
      };
    },
    close: () => undefined,
  };
  const push = (n: number | null) =>
    act(() => {
      for (const entry of live.filter((e) => !e.ended)) entry.sink.next(total(n));
    });
  return { client, live, push };
}

function renderChip(language: 'en' | 'no', count: number, patientId: number | null = null) {
  const api = dataApi(count);
  const subscriptions = fakeSubscriptions();
  const shell = { ...createTestShell({ fetch: api.fetch, language }), subscriptions: subscriptions.client };
  const view = render(
    <TestShell shell={shell}>
      <UnseenCount patientId={patientId} />
    </TestShell>,
  );
  return { ...api, ...subscriptions, view };
}

describe('the questionnaire list unseen chip', () => {
  it.each([
    ['en', '2 new answers', '5 new answers', '1 new answer'],
    ['no', '2 nye svar', '5 nye svar', '1 nytt svar'],
  ] as const)('shows the count, then follows the subscription live (%s)', async (language, two, five, one) => {
    const { calls, live, push } = renderChip(language, 2);
    const chip = await screen.findByTestId('unseen-count', {}, { timeout: 10_000 });
    expect(chip.textContent).toBe(two);
    expect(live).toHaveLength(1);
    expect(live[0]!.query).toMatch(/^subscription /);
    expect(live[0]!.variables).toEqual({ where: { archived: { _eq: false } } });

    // A participant hands in three more: the chip moves without a reload.
    await push(5);
    expect(screen.getByTestId('unseen-count').textContent).toBe(five);
    expect(screen.getByTestId('unseen-count').getAttribute('data-count')).toBe('5');
    await push(1);
    expect(screen.getByTestId('unseen-count').textContent).toBe(one);
    // Staff saw the last one: the chip goes.
    await push(null);
    await waitFor(() => expect(screen.queryByTestId('unseen-count')).toBeNull());
    await push(0);
    expect(screen.queryByTestId('unseen-count')).toBeNull();
    // Only the first read went to the data API; every change after it came over the subscription.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toMatch(/^query QnrUnseen/);
  });

  it("counts the chosen participant's only, and ends its subscription when it goes", async () => {
    const { calls, live, push, view } = renderChip('en', 0, 44);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('unseen-count')).toBeNull();
    const where = { archived: { _eq: false }, patient_id: { _eq: 44 } };
    expect(calls[0]!.variables).toEqual({ where });
    expect(live[0]!.variables).toEqual({ where });
    await push(3);
    expect(screen.getByTestId('unseen-count').textContent).toBe('3 new answers');
    view.unmount();
    expect(live[0]!.ended).toBe(true);
  });
});
