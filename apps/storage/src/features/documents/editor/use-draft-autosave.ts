// Autosave of a draft (issue 14 parts 4 and 6): every change goes to this device at once and to
// the server after a short pause; a failed save (no connection, server down) is retried until it
// succeeds; a save from a stale window is refused by the server (draft_conflict) and shown, never
// overwriting newer text. The saves run one at a time, each with the revision the last one got.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, useShell } from '@portal/sdk';
import { useDocumentWrites, type Draft } from '../documents-api';
import { backupKey, clearBackup, readBackup, writeBackup } from './draft-backup';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict';

interface Content {
  title: string;
  html: string;
}

const AUTOSAVE_DELAY_MS = 1200;
const RETRY_MS = 5000;
const same = (a: Content, b: Content) => a.title === b.title && a.html === b.html;

/** Text of this device that the server never got: used when written on the revision it has now. */
function initialContent(key: string, draft: Draft) {
  const backup = readBackup(key);
  if (backup && !same(backup, draft) && backup.baseRevision === draft.revision)
    return { content: { title: backup.title, html: backup.html }, restored: true, older: null };
  return {
    content: { title: draft.title, html: draft.html },
    restored: false,
    older: backup && !same(backup, draft) ? backup : null,
  };
}

/** Saves after a pause in typing; without a connection, now and then and when the browser is back online. */
function useSaveWhenDue(status: SaveStatus, content: Content, saveNow: () => Promise<void>) {
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => void saveNow().catch(() => undefined), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, status, saveNow]);

  useEffect(() => {
    if (status !== 'offline') return;
    const retry = () => void saveNow().catch(() => undefined);
    const timer = setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [status, saveNow]);
}

export function useDraftAutosave(draft: Draft) {
  const { user } = useShell();
  const writes = useDocumentWrites();
  const key = backupKey(user.customerId, user.id, draft.id);
  // Text of this device that the server never got: used when written on the revision it has now.
  const [initial] = useState(() => initialContent(key, draft));
  const [content, setContentState] = useState<Content>(initial.content);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'pending' : 'saved');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef(initial.content);
  const saved = useRef<Content>({ title: draft.title, html: draft.html });
  const revision = useRef(draft.revision);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const conflict = useRef(false);

  const saveNow = useCallback(
    (checkpoint = false): Promise<void> => {
      const run = async () => {
        const sending = latest.current;
        if (conflict.current || (!checkpoint && same(sending, saved.current))) return;
        setStatus('saving');
        try {
          const answer = await writes.saveDraft(draft.id, {
            ...sending,
            revision: revision.current,
            checkpoint,
          });
          revision.current = answer.revision;
          saved.current = sending;
          setSavedAt(new Date(answer.savedAt));
          if (same(latest.current, sending)) {
            clearBackup(key);
            setStatus('saved');
          } else setStatus('pending');
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === 'draft_conflict') {
            conflict.current = true;
            setStatus('conflict');
          } else setStatus('offline');
          throw error;
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [writes, draft.id, key],
  );

  const setContent = useCallback(
    (next: Content) => {
      latest.current = next;
      setContentState(next);
      writeBackup(key, { ...next, baseRevision: revision.current, at: new Date().toISOString() });
      if (!conflict.current) setStatus((now) => (now === 'offline' ? now : 'pending'));
    },
    [key],
  );

  useSaveWhenDue(status, content, saveNow);

  /** After going back to a version: the server's text and revision are the new start. */
  const replaceFromServer = useCallback(
    (next: Content & { revision: number }) => {
      revision.current = next.revision;
      saved.current = { title: next.title, html: next.html };
      latest.current = saved.current;
      setContentState(saved.current);
      clearBackup(key);
      setStatus('saved');
    },
    [key],
  );

  const takeOlderBackup = useCallback(() => {
    if (initial.older) setContent({ title: initial.older.title, html: initial.older.html });
  }, [initial.older, setContent]);

  return {
    content,
    setContent,
    status,
    savedAt,
    saveNow,
    replaceFromServer,
    restoredFromDevice: initial.restored,
    olderBackup: initial.older,
    takeOlderBackup,
    dirty: status !== 'saved',
  };
}
