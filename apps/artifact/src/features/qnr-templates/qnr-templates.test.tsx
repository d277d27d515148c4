// The templates list and the designer against a stubbed data API: search and filters go to the
// server as a where clause, only admins and team leaders get the designer's actions, an archive
// sends the mutation, and a stale save shows the conflict message in the user's language.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { templateDesignMessages } from '@portal/rules';
import { TemplateList } from './TemplateList';
import { Designer } from './designer/Designer';
import { emptyDesign } from './designer/design-state';

type Body = { query: string; variables: Record<string, unknown> };

function dataApi(answers: Record<string, (body: Body) => unknown>) {
  const calls: Body[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push(body);
    const name = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    const answer = answers[name]?.(body) ?? { data: {} };
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, calls };
}

const LIST = {
  QnrTemplates: () => ({
    data: {
      templates: [
        {
          id: 1,
          title: 'Kartlegging',
          context: 'KARTLEGGING',
          region: 1,
          archived: false,
          hide: false,
          template_flag: { genesis: false },
        },
        {
          id: 2,
          title: 'Genesis-skjema',
          context: null,
          region: null,
          archived: false,
          hide: true,
          template_flag: { genesis: true },
        },
      ],
      favorite_templates_order: [{ template_id: 2 }],
    },
  }),
  QnrTemplateLookups: () => ({
    data: { context: [{ name: 'KARTLEGGING', label: 'Kartlegging' }], regions: [{ region: 1 }] },
  }),
  QnrFavouriteTemplates: () => ({
    data: { favorite_templates_order: [{ template_id: 2, template: { title: 'Genesis-skjema' } }] },
  }),
  QnrTemplateSetState: () => ({ data: { qnrTemplateSetState: { id: 1 } } }),
};

describe('the templates list', () => {
  it('asks the server with the search, and gives staff no designer actions', async () => {
    const api = dataApi(LIST);
    const shell = createTestShell({
      fetch: api.fetch,
      user: { id: 5, name: 'Kari', role: 'staff', customerId: 1 },
    });
    render(
      <TestShell shell={shell}>
        <TemplateList basePath="/qnr-templates" />
      </TestShell>,
    );
    await screen.findByText('Kartlegging', { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Design: Kartlegging' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Favourite: Genesis-skjema' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: '50%' } });
    await waitFor(() =>
      expect(api.calls.at(-1)?.variables).toEqual({
        where: { _and: [{ title: { _ilike: '%50\\%%' } }, { archived: { _eq: false } }] },
      }),
    );
  }, 30_000);

  it('lets an admin archive a template, in Norwegian', async () => {
    const api = dataApi(LIST);
    const shell = createTestShell({
      fetch: api.fetch,
      language: 'no',
      user: { id: 1, name: 'Admin', role: 'admin', customerId: 1 },
    });
    render(
      <TestShell shell={shell}>
        <TemplateList basePath="/qnr-templates" />
      </TestShell>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Arkiver: Kartlegging' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.query.includes('qnrTemplateSetState') && call.variables.archived === true,
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Ny mal' })).toBeTruthy();
  }, 30_000);
});

describe('the designer', () => {
  it('shows the conflict message when the server refuses a stale save', async () => {
    const design = { ...emptyDesign(), template: { ...emptyDesign().template, title: 'Kartlegging' } };
    const api = dataApi({
      QnrTemplateOpen: () => ({
        data: {
          qnrTemplateOpen: { id: 7, updated_at: '2026-01-01T10:00:00.123456+00:00', genesis: false, design },
        },
      }),
      QnrTemplateLookups: LIST.QnrTemplateLookups,
      QnrTemplateSave: () => ({
        errors: [{ message: 'qnrTemplate.conflict', extensions: { code: 'validation-failed', path: '$' } }],
      }),
    });
    const shell = createTestShell({
      fetch: api.fetch,
      user: { id: 1, name: 'Admin', role: 'admin', customerId: 1 },
    });
    render(
      <TestShell shell={shell}>
        <Designer basePath="/qnr-templates" templateId={7} />
      </TestShell>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(templateDesignMessages['qnrTemplate.conflict'].en);
    const save = api.calls.find((call) => call.query.includes('qnrTemplateSave'));
    expect(save?.variables).toMatchObject({ id: 7, at: '2026-01-01T10:00:00.123456+00:00' });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  }, 30_000);
});

describe('the designer keeps what is typed and names what it adds (issue 26 item 11)', () => {
  // jsdom has no ResizeObserver; the preview's SurveyJS asks for one (it measures nothing here).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const opening = () => {
    const design = { ...emptyDesign(), template: { ...emptyDesign().template, title: 'Kartlegging' } };
    return dataApi({
      QnrTemplateOpen: () => ({
        data: { qnrTemplateOpen: { id: 7, updated_at: '2026-01-01T10:00:00+00:00', genesis: false, design } },
      }),
      QnrTemplateLookups: LIST.QnrTemplateLookups,
    });
  };

  it('does not open the template again, over a typed title, when the UI language settles', async () => {
    const api = opening();
    const user = { id: 1, name: 'Admin', role: 'admin', customerId: 1 } as const;
    const view = render(
      <TestShell shell={createTestShell({ fetch: api.fetch, user, language: 'en' })}>
        <Designer basePath="/qnr-templates" templateId={7} />
      </TestShell>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'Ny tittel' } });
    view.rerender(
      <TestShell shell={createTestShell({ fetch: api.fetch, user, language: 'no' })}>
        <Designer basePath="/qnr-templates" templateId={7} />
      </TestShell>,
    );
    await screen.findByRole('button', { name: 'Lagre' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.query.includes('qnrTemplateOpen'))).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: /^Tittel/ }) as HTMLInputElement).value).toBe('Ny tittel');
  }, 30_000);

  it.each([
    ['en', 'Kind of question to add', 'Single choice', 'Add', 'Option 1', 'Option 2'],
    ['no', 'Type spørsmål å legge til', 'Ett valg', 'Legg til', 'Alternativ 1', 'Alternativ 2'],
  ] as const)(
    'names the options of a new choice question in words (%s)',
    async (language, what, kind, add, first, second) => {
      const api = opening();
      const user = { id: 1, name: 'Admin', role: 'admin', customerId: 1 } as const;
      render(
        <TestShell shell={createTestShell({ fetch: api.fetch, user, language })}>
          <Designer basePath="/qnr-templates" templateId={7} />
        </TestShell>,
      );
      const addWhat = await screen.findByRole('combobox', { name: what });
      fireEvent.mouseDown(addWhat);
      fireEvent.click(await screen.findByRole('option', { name: kind }));
      fireEvent.click(screen.getByRole('button', { name: add }));
      expect(((await screen.findByRole('textbox', { name: first })) as HTMLInputElement).value).toBe(first);
      expect((screen.getByRole('textbox', { name: second }) as HTMLInputElement).value).toBe(second);
    },
    30_000,
  );
});

describe('the designer settings have controls made for them (issue 26 item 11)', () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  it.each([
    [
      'en',
      'Settings',
      'Journal roles',
      'Team leader',
      'Offers',
      'Only whole numbers: ten was left out.',
      'Save',
    ],
    [
      'no',
      'Innstillinger',
      'Journalroller',
      'Teamleder',
      'Tilbudsliste',
      'Bare hele tall: ten ble utelatt.',
      'Lagre',
    ],
  ] as const)(
    'chooses journal roles from the roles and offers as numbers (%s)',
    async (language, settings, roles, leader, offers, bad, save) => {
      const design = {
        ...emptyDesign(),
        template: { ...emptyDesign().template, title: 'Kartlegging', journal_roles: ['staff'] },
      };
      const api = dataApi({
        QnrTemplateOpen: () => ({
          data: {
            qnrTemplateOpen: { id: 7, updated_at: '2026-01-01T10:00:00+00:00', genesis: false, design },
          },
        }),
        QnrTemplateLookups: LIST.QnrTemplateLookups,
        QnrTemplateSave: () => ({
          data: { qnrTemplateSave: { id: 7, updated_at: '2026-01-01T11:00:00+00:00' } },
        }),
      });
      const user = { id: 1, name: 'Admin', role: 'admin', customerId: 1 } as const;
      render(
        <TestShell shell={createTestShell({ fetch: api.fetch, user, language })}>
          <Designer basePath="/qnr-templates" templateId={7} />
        </TestShell>,
      );
      fireEvent.click(await screen.findByRole('button', { name: settings }));
      const rolesBox = await screen.findByRole('combobox', { name: roles });
      fireEvent.mouseDown(rolesBox);
      fireEvent.click(await screen.findByRole('option', { name: leader }));
      const offersBox = screen.getByRole('combobox', { name: offers });
      fireEvent.change(offersBox, { target: { value: '21' } });
      fireEvent.keyDown(offersBox, { key: 'Enter' });
      fireEvent.change(offersBox, { target: { value: 'ten' } });
      fireEvent.keyDown(offersBox, { key: 'Enter' });
      expect(await screen.findByText(bad)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() =>
        expect(api.calls.some((call) => call.query.includes('qnrTemplateSave'))).toBe(true),
      );
      const saved = api.calls.find((call) => call.query.includes('qnrTemplateSave'))?.variables.design as {
        template: { journal_roles: string[]; offers: number[] };
      };
      expect(saved.template.journal_roles).toEqual(['staff', 'team_leader']);
      expect(saved.template.offers).toEqual([21]);
    },
    60_000,
  );
});
