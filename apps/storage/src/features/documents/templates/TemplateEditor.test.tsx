// The document template editor against a stubbed server: a save sends the version the form was
// loaded with; a stale one is refused and the form says so in the user's language and offers to
// reload; the reload shows the other person's text, and the next save names the fresh version.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import { EditTemplate } from './TemplateEditor';
import { templatesTexts } from './templates-texts';

type Sent = { method: string; url: string; body: Record<string, unknown> | null };

function stubServer() {
  const sent: Sent[] = [];
  let stored = { title: 'Avtale', body: 'Første tekst', updated_at: '2026-11-24T10:00:00.000001+00:00' };
  const json = (status: number, answer: unknown) =>
    new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    sent.push({ method, url, body });
    if (url.endsWith('/graphql')) return json(200, { data: { recipients: [], queries: [] } });
    if (url.endsWith('/field-catalog'))
      return json(200, { fields: { participant: [], user: [], tenant: [], questionnaire: [], answers: [] } });
    if (method === 'GET') return json(200, { id: 5, language: 'no', archived: false, unknownFields: [], ...stored });
    if (method === 'PUT') {
      if (body?.expectedUpdatedAt !== stored.updated_at)
        return json(409, { error: 'template_conflict', message: 'Someone else saved this template after you opened it.' });
      stored = { title: String(body.title), body: String(body.body), updated_at: `${stored.updated_at}-next` };
      return json(200, { id: 5, updated_at: stored.updated_at, unknownFields: [] });
    }
    return json(404, { error: 'not_found' });
  });
  /** Someone else saves in between: the stored version moves on. */
  const savedByOther = () => {
    stored = { title: 'Avtale (endret)', body: 'Deres tekst', updated_at: '2026-11-24T10:05:00.000002+00:00' };
  };
  return { fetch, sent, savedByOther };
}

const admin = { id: 1, name: 'Ada Admin', role: 'admin' as const, customerId: 1 };

describe('the document template editor', () => {
  it.each(['en', 'no'] as const)('refuses a stale save with the conflict message and reloads (%s)', async (language) => {
    const server = stubServer();
    const texts = templatesTexts.texts[language];
    const shell = createTestShell({ fetch: server.fetch, language, user: admin });
    render(
      <TestShell shell={shell}>
        <EditTemplate templateId={5} basePath="/documents/templates" />
      </TestShell>,
    );
    const title = await screen.findByLabelText<HTMLInputElement>(new RegExp(`^${texts.title}`), {}, { timeout: 10_000 });
    expect(title.value).toBe('Avtale');
    const puts = () => server.sent.filter((s) => s.method === 'PUT');

    // Saved twice in a row by the same person: the second chains on the first's version.
    fireEvent.change(title, { target: { value: 'Avtale 2' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ title: 'Avtale 2', expectedUpdatedAt: '2026-11-24T10:00:00.000001+00:00' });
    await waitFor(() => expect(screen.getByRole('button', { name: texts.save }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ expectedUpdatedAt: '2026-11-24T10:00:00.000001+00:00-next' });
    await waitFor(() => expect(screen.getByRole('button', { name: texts.save }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('template-conflict')).toBeNull();

    // Someone else saves; this copy's next save is refused, and what was typed stays on screen.
    server.savedByOther();
    fireEvent.change(title, { target: { value: 'Min versjon' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    const alert = await screen.findByTestId('template-conflict');
    expect(alert.textContent).toContain(texts.error_template_conflict);
    expect(title.value).toBe('Min versjon');

    // Reload: the other person's text, and a save from it goes through with the fresh version.
    fireEvent.click(screen.getByRole('button', { name: texts.reloadTemplate }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(new RegExp(`^${texts.title}`)).value).toBe('Avtale (endret)'),
    );
    expect(screen.queryByTestId('template-conflict')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(puts()).toHaveLength(4));
    expect(puts()[3]!.body).toMatchObject({
      title: 'Avtale (endret)',
      expectedUpdatedAt: '2026-11-24T10:05:00.000002+00:00',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: texts.save }).hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('template-conflict')).toBeNull();
  });
});
