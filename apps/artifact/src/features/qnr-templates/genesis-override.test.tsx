// Issue 26 item 11 on "adjust templates": a genesis template's overridden journal roles and offers
// are picked with the designer's controls (roles by name, numbers as chips), not typed as
// comma-separated text; what is picked is what the override mutation gets. Both languages.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { GenesisOverrideForm } from './GenesisOverrideForm';
import type { GenesisTemplate } from './genesis-templates-api';

type Body = { query: string; variables: Record<string, unknown> };

const TEMPLATE: GenesisTemplate = {
  id: '9',
  title: 'Genesis-skjema',
  template_uuid: '00000000-0000-4000-8000-000000000009',
  context: null,
  journal_roles: ['staff'],
  offer_types: [],
  offers: [1],
  template_flag: { generate_on_start: false },
  genesis_templates: [{ genesis_set: 'base' }],
};

describe('the genesis override form (issue 26 item 11)', () => {
  it.each([
    ['en', 'Journal roles', 'Team leader', 'Offers', 'Save', 'Template: Caseworker'],
    ['no', 'Journalroller', 'Teamleder', 'Tilbudsliste', 'Lagre', 'Malen: Saksbehandler'],
  ] as const)(
    'picks roles and offers with controls made for them (%s)',
    async (language, roles, leader, offers, save, own) => {
      const calls: Body[] = [];
      const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as Body;
        calls.push(body);
        const data = body.query.includes('qnrTemplateGenesisOverride')
          ? { qnrTemplateGenesisOverride: { template_uuid: TEMPLATE.template_uuid, changed_at: null } }
          : { context: [], regions: [], templates: [] };
        return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      });
      const user = { id: 1, name: 'Admin', role: 'admin', customerId: 1 } as const;
      render(
        <TestShell shell={createTestShell({ fetch, user, language })}>
          <GenesisOverrideForm template={TEMPLATE} current={undefined} onDone={() => {}} />
        </TestShell>,
      );
      // The template's own roles are named in the UI language.
      expect(await screen.findByText(own)).toBeTruthy();
      const rolesBox = screen.getByRole('combobox', { name: roles });
      fireEvent.mouseDown(rolesBox);
      fireEvent.click(await screen.findByRole('option', { name: leader }));
      const offersBox = screen.getByRole('combobox', { name: offers });
      fireEvent.change(offersBox, { target: { value: '21' } });
      fireEvent.keyDown(offersBox, { key: 'Enter' });
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() =>
        expect(calls.some((call) => call.query.includes('qnrTemplateGenesisOverride'))).toBe(true),
      );
      const sent = calls.find((call) => call.query.includes('qnrTemplateGenesisOverride'))!.variables;
      expect(sent).toMatchObject({
        id: 9,
        override: { journal_roles: ['team_leader'], offers: [21], offer_types: null, context: null },
      });
    },
    30_000,
  );
});
