// Issue 26 item 11: a display setting is a checkbox and an offer a pick from the numbers in use,
// in both languages; what is set is saved, is there again when the designer is opened anew, and a
// stored settings_ui key the designer does not know is kept (a fake data API that keeps the save).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { TemplateDesign } from '@portal/rules';
import { Designer } from './Designer';
import { emptyDesign } from './design-state';

type Body = { query: string; variables: Record<string, unknown> };

/** The data API with one template that a save replaces, as the server does. */
function storingApi() {
  let stored: TemplateDesign = {
    ...emptyDesign(),
    template: {
      ...emptyDesign().template,
      title: 'Kartlegging',
      offer: 21,
      therapist_role: 'staff',
      settings_ui: { showProgress: false, theme: 'dark' },
    },
  };
  const saves: TemplateDesign[] = [];
  const answer = (body: Body) => {
    if (body.query.includes('qnrTemplateOpen'))
      return {
        data: {
          qnrTemplateOpen: { id: 7, updated_at: '2026-01-01T10:00:00+00:00', genesis: false, design: stored },
        },
      };
    if (body.query.includes('qnrTemplateSave')) {
      stored = body.variables.design as TemplateDesign;
      saves.push(stored);
      return { data: { qnrTemplateSave: { id: 7, updated_at: '2026-01-01T11:00:00+00:00' } } };
    }
    if (body.query.includes('QnrTemplateNumbers'))
      return {
        data: {
          templates: [
            { title: 'Behovskartlegging', offer: 21, offer_type: 30, plan_category: 1 },
            { title: 'Tiltaksplan', offer: 22, offer_type: 30, plan_category: 2 },
            { title: 'Journalnotat', offer: 23, offer_type: 32, plan_category: 3 },
          ],
        },
      };
    if (body.query.includes('QnrTemplateLookups'))
      return { data: { context: [{ name: 'KARTLEGGING', label: 'Kartlegging' }], regions: [{ region: 1 }] } };
    return { data: {} };
  };
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    return new Response(JSON.stringify(answer(body)), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, saves };
}

describe('the designer settings are saved through their own controls (issue 26 item 11)', () => {
  // jsdom has no ResizeObserver; the preview's SurveyJS asks for one (it measures nothing here).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  it.each([
    [
      'en',
      'Settings',
      'Show the participant how far they have come',
      'Plan category',
      'Tiltaksplan',
      'Save',
      'theme',
      'Therapist role',
      'Caseworker',
    ],
    [
      'no',
      'Innstillinger',
      'Vis deltakeren hvor langt hen har kommet',
      'Plankategori',
      'Tiltaksplan',
      'Lagre',
      'theme',
      'Behandlerrolle',
      'Saksbehandler',
    ],
  ] as const)(
    'sets a display setting and a plan category, saves, and finds both on reopening (%s)',
    async (language, settings, progress, category, usedBy, save, other, therapist, caseworker) => {
      const api = storingApi();
      const user = { id: 1, name: 'Admin', role: 'admin', customerId: 1 } as const;
      const open = () =>
        render(
          <TestShell shell={createTestShell({ fetch: api.fetch, user, language })}>
            <Designer basePath="/qnr-templates" templateId={7} />
          </TestShell>,
        );
      open();
      fireEvent.click(await screen.findByRole('button', { name: settings }));
      // No JSON box: the stored key the designer does not know is named, and kept.
      expect(screen.queryByText(/settings_ui|JSON/)).toBeNull();
      expect(screen.getByText(other)).toBeTruthy();
      // The therapist role is a role by name, not a text box.
      expect(screen.getByRole('combobox', { name: therapist }).textContent).toBe(caseworker);
      const box = screen.getByRole('checkbox', { name: progress }) as HTMLInputElement;
      expect(box.checked).toBe(false);
      fireEvent.click(box);
      const pick = screen.getByRole('combobox', { name: category });
      fireEvent.mouseDown(pick);
      fireEvent.keyDown(pick, { key: 'ArrowDown' });
      // Each number in use is offered with the templates that use it.
      fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^2\\s*${usedBy}`) }));
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(api.saves).toHaveLength(1));
      expect(api.saves[0]!.template.settings_ui).toEqual({ showProgress: true, theme: 'dark' });
      expect(api.saves[0]!.template.plan_category).toBe(2);
      expect(api.saves[0]!.template.offer).toBe(21);

      cleanup();
      open();
      fireEvent.click(await screen.findByRole('button', { name: settings }));
      expect((screen.getByRole('checkbox', { name: progress }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByRole('combobox', { name: category }) as HTMLInputElement).value).toBe('2');
      expect(screen.getByText(other)).toBeTruthy();
    },
    60_000,
  );
});
