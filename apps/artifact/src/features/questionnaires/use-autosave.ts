// Autosave (issue 13.6): every change is written to the device at once and sent to the server a
// moment later; a failed send (offline) is tried again when the browser is back online and every
// few seconds, so what was typed reaches the server without the participant doing anything.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@portal/sdk';
import type { AnswerRow } from '@portal/rules';
import { clearDraft, readDraft, writeDraft } from './answer-draft';
import type { SaveAnswer } from './qnr-api';

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'refused'; error: unknown };

const SEND_DELAY_MS = 700;
const RETRY_MS = 5_000;

export function useAutosave(options: {
  userId: number;
  qnrId: number;
  save: (answers: AnswerRow[]) => Promise<SaveAnswer>;
  enabled: boolean;
}) {
  const { userId, qnrId, save, enabled } = options;
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  // The newest `save` without making `flush` new on every render: the effect below sends once when
  // the screen opens, not after every render (a failed send while offline re-rendered, and the
  // effect sent again at once, in a loop until the network came back).
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const draft = readDraft(userId, qnrId);
    if (!draft?.pending || inFlight.current || !enabled) return;
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const answer = await saveRef.current(draft.answers);
      const now = readDraft(userId, qnrId);
      // Only what was sent is confirmed; a change made meanwhile stays pending and goes next.
      if (now && now.changedAt === draft.changedAt) writeDraft(userId, qnrId, { ...now, pending: false });
      setState({ kind: 'saved', at: answer.saved_at });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.code === 'network' || error.status >= 500)) {
        setState({ kind: 'offline' });
        timer.current = setTimeout(() => void flush(), RETRY_MS);
      } else setState({ kind: 'refused', error });
    } finally {
      inFlight.current = false;
    }
    const after = readDraft(userId, qnrId);
    if (after?.pending && after.changedAt !== draft.changedAt) timer.current = setTimeout(() => void flush(), SEND_DELAY_MS);
  }, [enabled, qnrId, userId]);

  const change = useCallback(
    (answers: AnswerRow[]) => {
      writeDraft(userId, qnrId, { answers, changedAt: Date.now(), pending: true });
      clearTimeout(timer.current);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        setState({ kind: 'offline' });
        return;
      }
      timer.current = setTimeout(() => void flush(), SEND_DELAY_MS);
    },
    [flush, qnrId, userId],
  );

  useEffect(() => {
    const online = () => void flush();
    const offline = () => setState({ kind: 'offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // A draft left by an earlier visit (a reload, a lost network) is sent now.
    void flush();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearTimeout(timer.current);
    };
  }, [flush]);

  return { state, change, flush, forget: () => clearDraft(userId, qnrId) };
}
