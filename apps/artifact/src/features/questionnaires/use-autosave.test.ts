// Autosave through a lost network (issue 13.6): what is typed is on the device at once, a failed
// send is tried again when the browser is back online, and a draft left by a reload is sent.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@portal/sdk';
import type { AnswerRow } from '@portal/rules';
import { readDraft, writeDraft } from './answer-draft';
import { useAutosave } from './use-autosave';

const row = (value: string): AnswerRow => ({ question_id: 1, composite_question_id: null, row_id: null, value });

describe('useAutosave', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps answers on the device while offline and sends them when the network is back', async () => {
    let online = false;
    const sent: AnswerRow[][] = [];
    const save = vi.fn(async (answers: AnswerRow[]) => {
      if (!online) throw new ApiRequestError(0, 'network', 'offline');
      sent.push(answers);
      return { status: 'STARTED' as const, saved_at: '2026-01-01T10:00:00.000Z' };
    });
    const { result } = renderHook(() => useAutosave({ userId: 7, qnrId: 3, save, enabled: true }));
    act(() => result.current.change([row('Kari')]));
    expect(readDraft(7, 3)).toMatchObject({ answers: [row('Kari')], pending: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    await waitFor(() => expect(result.current.state.kind).toBe('offline'));
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(10);
    });
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(sent).toEqual([[row('Kari')]]);
    expect(readDraft(7, 3)?.pending).toBe(false);
  });

  it('tries a failed send again after a pause, not at every render (save made anew each render, as the screen does)', async () => {
    const calls = vi.fn();
    const { result } = renderHook(() =>
      useAutosave({
        userId: 7,
        qnrId: 6,
        save: async () => {
          calls();
          throw new ApiRequestError(0, 'network', 'offline');
        },
        enabled: true,
      }),
    );
    act(() => result.current.change([row('Kari')]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    await waitFor(() => expect(result.current.state.kind).toBe('offline'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(calls).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('sends a draft left by an earlier visit as soon as it mounts', async () => {
    writeDraft(7, 4, { answers: [row('Ola')], changedAt: 1, pending: true });
    const save = vi.fn(async () => ({ status: 'STARTED' as const, saved_at: '2026-01-01T10:00:00.000Z' }));
    const { result } = renderHook(() => useAutosave({ userId: 7, qnrId: 4, save, enabled: true }));
    await waitFor(() => expect(result.current.state.kind).toBe('saved'));
    expect(save).toHaveBeenCalledWith([row('Ola')]);
  });

  it('shows a refusal and keeps the answers on the device', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(409, 'qnr_expired', 'expired', { messages: { en: 'expired', no: 'utløpt' } });
    });
    const { result } = renderHook(() => useAutosave({ userId: 7, qnrId: 5, save, enabled: true }));
    act(() => result.current.change([row('x')]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(800);
    });
    await waitFor(() => expect(result.current.state.kind).toBe('refused'));
    expect(readDraft(7, 5)?.pending).toBe(true);
  });
});
