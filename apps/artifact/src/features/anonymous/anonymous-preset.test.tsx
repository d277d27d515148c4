// The anonymous questionnaires page with ?template=<id> (issue 28 item 7): the templates route's
// anonymous list leads here, and the new invitation starts with that template chosen.
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import AnonymousPage from './AnonymousPage';

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
const stub = () =>
  vi.fn(async (url: RequestInfo | URL) =>
    String(url).includes('/api/anonymous/templates')
      ? json({ templates: [{ id: 3, title: 'Brukertilfredshet', questions: 4 }] })
      : json({ invitations: [] }),
  );
const STAFF = { id: 5, name: 'Kari', role: 'staff', customerId: 1 } as const;

describe('the anonymous questionnaires page with ?template=', () => {
  it('chooses that template for the new invitation', async () => {
    const shell = createTestShell({ fetch: stub(), user: STAFF });
    render(
      <QueryClientProvider client={shell.queryClient}>
        <TestShell shell={shell}>
          <AnonymousPage
            route="anonymousQnrs"
            params={{}}
            query={{ template: '3' }}
            basePath="/anonymous-qnrs"
          />
        </TestShell>
      </QueryClientProvider>,
    );
    await screen.findByText('There are no invitations yet.');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Anonymous questionnaire/ }).textContent).toBe(
        'Brukertilfredshet',
      ),
    );
  }, 30_000);
});
