// The all-questionnaires list's first page is asked for by the shell beside the page's chunks
// (issue 26 figure): the list then renders from that answer and does not ask again; the participant
// context asks for that participant's page; a page below the list asks for nothing.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { PageProps } from '@portal/sdk';
import { AllQnrsPage } from './index';
import { QnrList } from './QnrList';

type Body = { query: string; variables: Record<string, unknown> };

function dataApi() {
  const calls: Body[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push(body);
    const data = body.query.includes('QnrList')
      ? {
          queries: [
            {
              id: 7,
              title: 'Sleep diary',
              status: 'SENT',
              created_at: '2026-03-04T10:00:00Z',
              valid_to: null,
              seen_by_therapist: true,
              archived: false,
              template_id: 1,
              recipient: { id: 3, full_name: 'Kari Nordmann' },
            },
          ],
          queries_aggregate: { aggregate: { count: 1 } },
        }
      : { unseen_queries_aggregate: { aggregate: { sum: { total: 0 } } } };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  const listCalls = () => calls.filter((c) => c.query.includes('query QnrList'));
  return { fetch, listCalls };
}

const props = (basePath: string): PageProps => ({ route: 'allQnrs', params: {}, query: {}, basePath });

describe('the all-questionnaires list prefetch', () => {
  it('asks for the first page once; the list renders from it without asking again', async () => {
    const api = dataApi();
    const shell = createTestShell({ fetch: api.fetch });
    AllQnrsPage.prefetch?.(props(location.pathname), shell);
    expect(api.listCalls()).toHaveLength(1);
    render(
      <TestShell shell={shell}>
        <QnrList title="All questionnaires" />
      </TestShell>,
    );
    expect(await screen.findByText('Sleep diary', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.listCalls()).toHaveLength(1);
  });

  it("asks in a participant's context for that participant's questionnaires", () => {
    const api = dataApi();
    const shell = createTestShell({
      fetch: api.fetch,
      userContext: 'RECIPIENT',
      selectedRecipient: { id: 3, name: 'Kari' },
    });
    AllQnrsPage.prefetch?.(props(location.pathname), shell);
    expect(JSON.stringify(api.listCalls()[0]?.variables)).toContain('"patient_id":{"_eq":3}');
  });

  it('asks for nothing on a page below the list (a template’s answers table)', () => {
    const api = dataApi();
    const shell = createTestShell({ fetch: api.fetch });
    AllQnrsPage.prefetch?.(props('/somewhere-else'), shell);
    expect(api.listCalls()).toHaveLength(0);
  });
});
