// A move, resize or delete from the calendar: a series asks which occurrences first (the pending
// change), then the write; a failure puts the event back and says why.
import { useCallback, useState } from 'react';
import { useAppTranslation, useNotify, useShell } from '@portal/sdk';
import { calendarContract } from '@portal/rules';
import {
  CALENDAR_KEY,
  inputOf,
  serverMessage,
  useCalendarWrites,
  type Occurrence,
  type Scope,
} from './calendar-api';
import { calendarTexts } from './calendar-texts';

export interface PendingChange {
  action: 'move' | 'delete';
  occurrence: Occurrence;
  start?: Date;
  end?: Date;
  revert?: () => void;
}

/** `onDone` runs after a write that went through (a delete closes the dialog, every one redraws). */
export function useCalendarChanges(onDone: (action: PendingChange['action']) => void) {
  const { t, language } = useAppTranslation(calendarTexts);
  const { api, queryClient } = useShell();
  const notify = useNotify();
  const writes = useCalendarWrites();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fetchDetails = useCallback(
    (id: number) =>
      queryClient.fetchQuery({
        queryKey: [...CALENDAR_KEY, 'event', id, null],
        queryFn: () => api.call(calendarContract.event, { params: { id } }),
      }),
    [api, queryClient],
  );

  const applyMove = useCallback(
    async (change: PendingChange, scope: Scope) => {
      const { occurrence, start, end } = change;
      setFailure(null);
      try {
        if (change.action === 'delete') {
          await writes.remove(occurrence.eventId, scope, occurrence.occurrence);
          notify({ message: t('deleted'), severity: 'success' });
        } else if (start && end) {
          const current = await fetchDetails(occurrence.eventId);
          await writes.update(
            occurrence.eventId,
            inputOf(current, start, end),
            occurrence.occurrence ? scope : 'all',
            occurrence.occurrence,
          );
          notify({ message: t('moved'), severity: 'success' });
        }
        onDone(change.action);
      } catch (error) {
        change.revert?.();
        setFailure(serverMessage(error, language) ?? t('saveFailed'));
      } finally {
        await writes.refresh();
      }
    },
    [fetchDetails, language, notify, onDone, t, writes],
  );

  /** A move of an occurrence: a series asks which occurrences first. */
  const requestChange = useCallback(
    (change: PendingChange) => {
      if (change.occurrence.occurrence) setPending(change);
      else void applyMove(change, 'all');
    },
    [applyMove],
  );
  const cancelPending = () => {
    pending?.revert?.();
    setPending(null);
  };
  const choosePending = (scope: Scope) => {
    const change = pending;
    setPending(null);
    if (change) void applyMove(change, scope);
  };
  const clearFailure = () => setFailure(null);
  return { pending, failure, clearFailure, requestChange, cancelPending, choosePending };
}
