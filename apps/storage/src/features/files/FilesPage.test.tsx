// The files page against a stubbed data API: a participant's list in both languages, the unseen
// count, and the staff-only actions absent for the participant.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import FilesPage from './FilesPage';

const ROW = {
  id: 5,
  category: 'CONTRACT',
  security_level: 3,
  archived: false,
  hide_for_patient: false,
  share_with_recipient: true,
  seen_by_patient: false,
  seen_by_therapist: true,
  initiator: 'THERAPIST',
  created_at: '2026-11-20T10:00:00Z',
  recipient: { full_name: 'Kari Nordmann' },
  document: { id: 9, name: 'Husleiekontrakt.pdf', content_type: 'application/pdf', size_bytes: 2048 },
};

function stubFetch() {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string };
    const data = body.query.includes('UnseenDocuments')
      ? { unseen: { aggregate: { count: 1 } } }
      : body.query.includes('query Documents')
        ? { rows: [ROW] }
        : {};
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

const participant = { id: 3, name: 'Kari Nordmann', role: 'participant' as const, customerId: 1 };

describe('files page', () => {
  it.each([
    ['en', '1 unseen document', 'Download', 'Contract'],
    ['no', '1 usett dokument', 'Last ned', 'Kontrakt'],
  ] as const)(
    'shows a participant their documents and unseen count (%s)',
    async (language, unseen, download, category) => {
      const shell = createTestShell({ fetch: stubFetch(), language, user: participant });
      render(
        <TestShell shell={shell}>
          <FilesPage route="documents" params={{}} query={{}} basePath="/customer/documents" />
        </TestShell>,
      );
      await waitFor(() => expect(screen.getAllByText('Husleiekontrakt.pdf').length).toBeGreaterThan(0));
      expect(screen.getByText(unseen)).toBeTruthy();
      expect(screen.getByRole('button', { name: download })).toBeTruthy();
      expect(screen.getByText(category)).toBeTruthy();
      // Share, hide, archive and delete are staff's.
      expect(screen.queryByRole('button', { name: /More for|Mer for/ })).toBeNull();
    },
  );
});
