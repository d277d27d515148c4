// The DRAFTS overview widget against a stubbed data API: the user's latest drafts as resume links,
// "New draft", both languages, and the chosen participant's drafts in the RECIPIENT context.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { DraftsWidget } from './DraftsWidget';

const DRAFTS = [
  { id: 12, title: 'Tiltaksplan for Kari', updated_at: '2026-11-20T10:00:00Z', recipient: { full_name: 'Kari Nordmann' } },
  { id: 7, title: 'Referat', updated_at: '2026-11-19T09:00:00Z', recipient: null },
];

function stubFetch(rows = DRAFTS) {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string };
    const data = body.query.includes('query DraftsWidget') ? { dockladd_properties: rows } : {};
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

const staff = { id: 3, name: 'Siri Staff', role: 'staff' as const, customerId: 1 };

describe('DRAFTS widget', () => {
  it.each([
    ['en', 'Drafts', 'Resume draft: Tiltaksplan for Kari', 'New draft', 'About Kari Nordmann'],
    ['no', 'Utkast', 'Fortsett på utkast: Tiltaksplan for Kari', 'Nytt utkast', 'Om Kari Nordmann'],
  ] as const)('lists the latest drafts as links that resume them, and a new draft (%s)', async (language, title, resume, newDraft, about) => {
    const fetch = stubFetch();
    const shell = createTestShell({ fetch, language, user: staff });
    render(
      <TestShell shell={shell}>
        <DraftsWidget name="" variation="DEFAULT" amountOfRows={5} settings={{ status: 'On', amount_of_rows: 5 }} />
      </TestShell>,
    );
    const link = await screen.findByRole('link', { name: resume }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/documents/drafts/12');
    expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe('/documents/drafts');
    expect(screen.getByRole('link', { name: newDraft }).getAttribute('href')).toBe('/documents/drafts/new');
    expect(screen.getByText(new RegExp(about))).toBeTruthy();
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as { variables: Record<string, unknown> };
    expect(sent.variables).toEqual({ rows: 5, where: { created_by: { _eq: 3 }, document_id: { _is_null: true } } });
  });

  it("shows the chosen participant's drafts in the RECIPIENT context, and says when there are none", async () => {
    const fetch = stubFetch([]);
    const shell = createTestShell({
      fetch,
      language: 'en',
      user: staff,
      userContext: 'RECIPIENT',
      selectedRecipient: { id: 44, name: 'Ola Nordmann' },
    });
    render(
      <TestShell shell={shell}>
        <DraftsWidget name="My drafts" variation="DEFAULT" amountOfRows={3} settings={{ status: 'On', amount_of_rows: 3 }} />
      </TestShell>,
    );
    await screen.findByText('No drafts.', {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'My drafts' }).getAttribute('href')).toBe(
      '/documents/drafts?user_context=RECIPIENT&selected_patient_id=44',
    );
    const sent = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as { variables: Record<string, unknown> };
    expect(sent.variables).toEqual({
      rows: 3,
      where: { created_by: { _eq: 3 }, document_id: { _is_null: true }, patient_id: { _eq: 44 } },
    });
  });
});
