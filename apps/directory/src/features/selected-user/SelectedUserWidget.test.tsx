// The AO_DIRECTORY_SELECTED_USER widget against a stubbed data API: the chosen participant's
// contact card in the RECIPIENT context (both languages), the user's own card in ME, and a clear
// line when the data API holds no such participant for the caller.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { SelectedUserWidget } from './SelectedUserWidget';

const RECIPIENT = {
  full_name: 'Kari Nordmann',
  mobile_phone: '+47 912 34 567',
  actno: 'SAK-2026-0042',
  niva: '2',
  tiltak: 'AFT',
  activity: { name: 'Arbeidsforberedende trening' },
};
const ME = { first_name: 'Siri', last_name: 'Staff', username: 'staff', email: 'siri@example.org', mobile_phone: null };

function stubFetch(recipients = [RECIPIENT]) {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query: string };
    const data = body.query.includes('query DirectorySelectedUserCard')
      ? { recipients }
      : body.query.includes('query DirectorySelectedUserMeCard')
        ? { users: [ME] }
        : {};
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

const staff = { id: 3, name: 'Siri Staff', role: 'staff' as const, customerId: 1 };
const settings = { status: 'On' as const, amount_of_rows: 5 };

const sentVariables = (fetch: ReturnType<typeof stubFetch>) =>
  (JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as { variables: Record<string, unknown> }).variables;

describe('AO_DIRECTORY_SELECTED_USER widget', () => {
  it.each([
    ['en', 'Selected participant', 'Call Kari Nordmann on +47 912 34 567', 'Case number', 'Measure'],
    ['no', 'Valgt deltaker', 'Ring Kari Nordmann på +47 912 34 567', 'Saksnummer', 'Tiltak'],
  ] as const)("shows the chosen participant's contact card in RECIPIENT (%s)", async (language, title, call, caseNumber, measure) => {
    const fetch = stubFetch();
    const shell = createTestShell({
      fetch,
      language,
      user: staff,
      userContext: 'RECIPIENT',
      selectedRecipient: { id: 44, name: 'Kari Nordmann' },
    });
    render(
      <TestShell shell={shell}>
        <SelectedUserWidget name="" variation="DEFAULT" amountOfRows={5} settings={settings} />
      </TestShell>,
    );
    const phone = await screen.findByRole('link', { name: call }, { timeout: 10_000 });
    expect(phone.getAttribute('href')).toBe('tel:+4791234567');
    expect(screen.getByRole('article', { name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    const nameLink = screen.getByRole('link', { name: /Kari Nordmann$/ });
    expect(nameLink.getAttribute('href')).toBe('/summary?user_context=RECIPIENT&selected_patient_id=44');
    expect(screen.getByText(caseNumber)).toBeTruthy();
    expect(screen.getByText('SAK-2026-0042')).toBeTruthy();
    expect(screen.getByText(measure)).toBeTruthy();
    expect(screen.getByText('Arbeidsforberedende trening')).toBeTruthy();
    expect(sentVariables(fetch)).toEqual({ id: 44 });
  });

  it("shows the user's own card in ME, without the fields that are empty", async () => {
    const fetch = stubFetch();
    const shell = createTestShell({ fetch, language: 'en', user: staff });
    render(
      <TestShell shell={shell}>
        <SelectedUserWidget name="Me" variation="DEFAULT" amountOfRows={5} settings={settings} />
      </TestShell>,
    );
    const mail = await screen.findByRole('link', { name: 'Email Siri Staff at siri@example.org' }, { timeout: 10_000 });
    expect(mail.getAttribute('href')).toBe('mailto:siri@example.org');
    expect(screen.getByRole('heading', { name: 'Me' })).toBeTruthy();
    expect(screen.getByText('Siri Staff')).toBeTruthy();
    expect(screen.getByText('Username')).toBeTruthy();
    expect(screen.queryByText('Mobile')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the summary/ })).toBeNull();
    expect(sentVariables(fetch)).toEqual({ id: 3 });
  });

  it('says so when the data API gives no such participant (another tenant, or none)', async () => {
    const fetch = stubFetch([]);
    const shell = createTestShell({
      fetch,
      language: 'en',
      user: staff,
      userContext: 'RECIPIENT',
      selectedRecipient: { id: 99, name: 'Someone' },
    });
    render(
      <TestShell shell={shell}>
        <SelectedUserWidget name="" variation="DEFAULT" amountOfRows={5} settings={settings} />
      </TestShell>,
    );
    expect(await screen.findByText('No participant is selected.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
