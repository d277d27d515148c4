// The autosave of a draft, step by step: text of this device that was never saved comes back and
// is saved; a lost connection keeps the text and saves it once a retry gets through; a save from a
// stale window is refused and stops, never overwriting newer text.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestShell, createTestShell } from '@portal/sdk/testing';
import type { Draft } from '../documents-api';
import { backupKey, readBackup, writeBackup } from './draft-backup';
import { useDraftAutosave } from './use-draft-autosave';

const draft: Draft = {
  id: 7,
  title: 'Notat',
  html: '<p>lagret</p>',
  revision: 3,
  language: 'no',
  patient_id: null,
  patient_name: null,
  document_id: null,
  created_by: 1,
  updated_at: '2026-11-24T10:00:00Z',
};
const key = backupKey(1, 1, 7);

type Answer = { status: number; body: unknown } | 'network-down';

function server(answers: Answer[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    const answer = answers.shift() ?? {
      status: 200,
      body: { revision: 99, html: '', versioned: false, savedAt: '2026-11-24T10:05:00Z' },
    };
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const shell = createTestShell({ fetch });
  const wrapper = ({ children }: { children?: ReactNode }) => <TestShell shell={shell}>{children}</TestShell>;
  return { fetch, bodies, wrapper };
}

const saved = (revision: number) => ({
  status: 200,
  body: { revision, html: '', versioned: false, savedAt: '2026-11-24T10:05:00Z' },
});

describe('useDraftAutosave', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('brings back and saves the text this device never saved', async () => {
    writeBackup(key, { title: 'Notat', html: '<p>ulagret</p>', baseRevision: 3, at: '' });
    const { bodies, wrapper } = server([saved(4)]);
    const { result } = renderHook(() => useDraftAutosave(draft), { wrapper });
    expect(result.current.restoredFromDevice).toBe(true);
    expect(result.current.content.html).toBe('<p>ulagret</p>');
    await waitFor(() => expect(result.current.status).toBe('saved'), { timeout: 4000 });
    expect(bodies[0]).toMatchObject({ html: '<p>ulagret</p>', revision: 3 });
    expect(readBackup(key)).toBeNull();
  });

  it('keeps the text through a lost connection and saves it when a retry gets through', async () => {
    const { bodies, wrapper } = server(['network-down', saved(4)]);
    const { result } = renderHook(() => useDraftAutosave(draft), { wrapper });
    act(() => result.current.setContent({ title: 'Notat', html: '<p>uten nett</p>' }));
    expect(readBackup(key)?.html).toBe('<p>uten nett</p>');
    await waitFor(() => expect(result.current.status).toBe('offline'), { timeout: 4000 });
    expect(readBackup(key)?.html).toBe('<p>uten nett</p>');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.status).toBe('saved'), { timeout: 4000 });
    expect(bodies.at(-1)).toMatchObject({ html: '<p>uten nett</p>', revision: 3 });
    expect(readBackup(key)).toBeNull();
  });

  it('stops at a conflict and keeps the text on the device', async () => {
    const { fetch, wrapper } = server([
      { status: 409, body: { error: 'draft_conflict', message: 'changed' } },
    ]);
    const { result } = renderHook(() => useDraftAutosave(draft), { wrapper });
    act(() => result.current.setContent({ title: 'Notat', html: '<p>gammel fane</p>' }));
    await waitFor(() => expect(result.current.status).toBe('conflict'), { timeout: 4000 });
    act(() => result.current.setContent({ title: 'Notat', html: '<p>mer</p>' }));
    // No save is even scheduled after a conflict: the status stays, nothing more is sent.
    expect(result.current.status).toBe('conflict');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readBackup(key)?.html).toBe('<p>mer</p>');
  });
});
