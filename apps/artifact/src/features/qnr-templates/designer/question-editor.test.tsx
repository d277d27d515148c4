// Issue 26 item 11: options that the designer makes when a question changes type are named in the
// UI language (Option 1 / Alternativ 1), as a new question's are, not "1" and "2".
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { Designer } from './Designer';

function emptyApi() {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ data: { context: [], regions: [], templates: [] } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('a question that becomes a choice (issue 26 item 11)', () => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  it.each([
    ['en', 'Kind of question to add', 'Short text', 'Add', 'Type', 'Single choice', 'Option 1', 'Option 2'],
    [
      'no',
      'Type spørsmål å legge til',
      'Kort tekst',
      'Legg til',
      'Type',
      'Ett valg',
      'Alternativ 1',
      'Alternativ 2',
    ],
  ] as const)(
    'gets options named in words (%s)',
    async (language, what, text, add, typeLabel, single, first, second) => {
      const user = { id: 1, name: 'Admin', role: 'admin', customerId: 1 } as const;
      render(
        <TestShell shell={createTestShell({ fetch: emptyApi(), user, language })}>
          <Designer basePath="/qnr-templates" templateId={null} />
        </TestShell>,
      );
      const addWhat = await screen.findByRole('combobox', { name: what });
      fireEvent.mouseDown(addWhat);
      fireEvent.click(await screen.findByRole('option', { name: text }));
      fireEvent.click(screen.getByRole('button', { name: add }));
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: typeLabel }));
      fireEvent.click(await screen.findByRole('option', { name: single }));
      expect(((await screen.findByRole('textbox', { name: first })) as HTMLInputElement).value).toBe(first);
      expect((screen.getByRole('textbox', { name: second }) as HTMLInputElement).value).toBe(second);
    },
    30_000,
  );
});
