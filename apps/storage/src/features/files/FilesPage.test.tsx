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

/** A generated document (stored before it had a type) that was sent for signing and is signed. */
const SIGNED = {
  ...ROW,
  id: 6,
  status: 'SIGNED',
  for_signing: true,
  esignature_status: 'SIGNED',
  document: { id: 10, name: 'Bekreftelse.pdf', content_type: null, size_bytes: 3329 },
};

function stubFetch() {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string };
    const data = body.query.includes('UnseenDocuments')
      ? { unseen: { aggregate: { count: 1 } } }
      : body.query.includes('query Documents')
        ? { rows: [ROW, SIGNED] }
        : body.query.includes('UploadParticipants')
          ? { recipients: [{ id: 7, full_name: 'Ola Hansen' }] }
          : body.query.includes('OrganisationFiles')
            ? { documents: [{ id: 11, name: 'Rutiner.pdf', content_type: 'application/pdf', size_bytes: 900, created_at: '2026-11-01T10:00:00Z' }] }
            : {};
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

const staff = { id: 2, name: 'Siri Ansatt', role: 'staff' as const, customerId: 1 };
const participant = { id: 3, name: 'Kari Nordmann', role: 'participant' as const, customerId: 1 };

describe('files page', () => {
  it.each([
    ['en', '1 unseen document', 'Download', 'Contract', 'Signed', 'Preview'],
    ['no', '1 usett dokument', 'Last ned', 'Kontrakt', 'Signert', 'Forhåndsvis'],
  ] as const)(
    'shows a participant their documents and unseen count (%s)',
    async (language, unseen, download, category, signed, preview) => {
      const shell = createTestShell({ fetch: stubFetch(), language, user: participant });
      render(
        <TestShell shell={shell}>
          <FilesPage route="documents" params={{}} query={{}} basePath="/customer/documents" />
        </TestShell>,
      );
      await waitFor(() => expect(screen.getAllByText('Husleiekontrakt.pdf').length).toBeGreaterThan(0));
      expect(screen.getByText(unseen)).toBeTruthy();
      expect(screen.getAllByRole('button', { name: download })).toHaveLength(2);
      // The signed document: its status, and a preview although it was stored without a type.
      expect(screen.getByTestId('signing-status').textContent).toBe(signed);
      expect(screen.getAllByRole('button', { name: preview })).toHaveLength(2);
      expect(screen.getAllByText(category).length).toBeGreaterThan(0);
      // Share, hide, archive and delete are staff's.
      expect(screen.queryByRole('button', { name: /More for|Mer for/ })).toBeNull();
    },
  );

  it('asks staff which participant an upload on the participants’ tab is for; the organisation’s tab lists its files', async () => {
    const shell = createTestShell({ fetch: stubFetch(), language: 'en', user: staff });
    render(
      <TestShell shell={shell}>
        <FilesPage route="documents" params={{}} query={{}} basePath="/customer/documents" />
      </TestShell>,
    );
    await waitFor(() => expect(screen.getAllByText('Husleiekontrakt.pdf').length).toBeGreaterThan(0));
    expect(screen.getByTestId('upload-destination').textContent).toBe(
      'Choose the participant the files are for; they are saved with that participant.',
    );
    expect((screen.getByTestId('choose-files') as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('tab', { name: "The organisation's files" }).click();
    await waitFor(() => expect(screen.getByText('Rutiner.pdf')).toBeTruthy());
    expect(screen.getByTestId('upload-destination').textContent).toBe("New files are saved in the organisation's files.");
    expect((screen.getByTestId('choose-files') as HTMLButtonElement).disabled).toBe(false);
  });
});
