// The templates route's §2.3 query parameters (issue 28 item 7) against a stubbed data API and
// anonymous route: qnr_template opens the designer for an admin and marks the row for staff, an id
// the tenant does not have says so (in the user's language), and anonymous=true lists the
// anonymous templates, the linked one marked, each leading to a new invitation.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { ShellUser } from '@portal/sdk';
import QnrTemplatesPage from './QnrTemplatesPage';

type Body = { query: string; variables: Record<string, unknown> };
const ROWS = [
  {
    id: 1,
    title: 'Kartlegging',
    context: null,
    region: null,
    archived: false,
    hide: false,
    template_flag: null,
  },
  {
    id: 2,
    title: 'Oppfølging',
    context: null,
    region: null,
    archived: false,
    hide: false,
    template_flag: null,
  },
];

function stub() {
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    if (String(url).includes('/api/anonymous/templates'))
      return json({ templates: [{ id: 3, title: 'Brukertilfredshet', questions: 4 }] });
    const body = JSON.parse(String(init?.body)) as Body;
    if (body.query.includes('QnrTemplateLinked'))
      return json({ data: { templates: ROWS.filter((row) => row.id === body.variables.id) } });
    if (body.query.includes('query QnrTemplates('))
      return json({ data: { templates: ROWS, favorite_templates_order: [] } });
    return json({ data: {} });
  });
}

const STAFF: ShellUser = { id: 5, name: 'Kari', role: 'staff', customerId: 1 };
const ADMIN: ShellUser = { id: 1, name: 'Admin', role: 'admin', customerId: 1 };

function renderPage(query: Record<string, string>, user: ShellUser, language: 'en' | 'no' = 'en') {
  const navigate = vi.fn();
  const shell = createTestShell({ fetch: stub(), user, language, navigate });
  render(
    <QueryClientProvider client={shell.queryClient}>
      <TestShell shell={shell}>
        <QnrTemplatesPage route="qnrTemplates" params={{}} query={query} basePath="/qnr-templates" />
      </TestShell>
    </QueryClientProvider>,
  );
  return navigate;
}

describe('the templates route with qnr_template', () => {
  it('opens the named template in the designer for an admin', async () => {
    const navigate = renderPage({ qnr_template: '2' }, ADMIN);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/qnr-templates/2', { replace: true }));
  }, 30_000);

  it('marks the named template in the list for staff', async () => {
    renderPage({ qnr_template: '2' }, STAFF);
    expect(await screen.findByText('The template of the link: Oppfølging')).toBeTruthy();
    const row = (await screen.findByText('Oppfølging', { selector: 'p' })).closest('li');
    expect(row?.getAttribute('aria-current')).toBe('true');
  }, 30_000);

  it.each([
    ['en', '99', 'The link names template 99, which does not exist in your organisation'],
    ['no', 'abc', 'Lenken viser til mal abc, som ikke finnes i organisasjonen din'],
  ] as const)(
    'says so when the tenant has no such template (%s)',
    async (language, id, text) => {
      const navigate = renderPage({ qnr_template: id }, ADMIN, language);
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      expect(await screen.findByText('Kartlegging', { selector: 'p' })).toBeTruthy();
      expect(navigate).not.toHaveBeenCalled();
    },
    30_000,
  );
});

describe('the templates route with anonymous=true', () => {
  it('lists the anonymous templates, the linked one marked, each leading to an invitation', async () => {
    const navigate = renderPage({ anonymous: 'true', qnr_template: '3' }, STAFF);
    const row = (await screen.findByText('Brukertilfredshet')).closest('li');
    expect(row?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('4 questions')).toBeTruthy();
    expect(screen.queryByText('Kartlegging')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New invitation: Brukertilfredshet' }));
    expect(navigate).toHaveBeenCalledWith('/anonymous-qnrs?template=3', undefined);
  }, 30_000);

  it('says so when the linked anonymous template is not the tenant’s', async () => {
    renderPage({ anonymous: 'true', qnr_template: '77' }, STAFF);
    expect((await screen.findByRole('alert')).textContent).toContain('template 77, which does not exist');
    expect(screen.getByText('Brukertilfredshet')).toBeTruthy();
  }, 30_000);
});
