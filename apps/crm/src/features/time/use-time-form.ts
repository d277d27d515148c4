// The registration form's state: its fields, the check before sending (a duration that is one, or
// a start and an end) and the save, which shows the server's own refusal (overlap, over 24 hours, an
// approved period) in the user's language.
import { useState } from 'react';
import { ACTIVITY_TYPES, formatMinutes, type ActivityType } from '@portal/rules';
import { useAppTranslation, useUserContext } from '@portal/sdk';
import { parseDuration, today } from './period';
import { serverMessage, useTimeWrites, type TimeEntry, type TimeEntryBody } from './time-api';
import { timeTexts } from './time-texts';

export type EntryMode = 'duration' | 'span';

export interface TimeFields {
  date: string;
  mode: EntryMode;
  duration: string;
  start: string;
  end: string;
  recipientId: string;
  activityType: ActivityType;
  note: string;
}

function initialFields(entry: TimeEntry | null, recipientId: number | null): TimeFields {
  if (!entry)
    return {
      date: today(),
      mode: 'span',
      duration: '',
      start: '',
      end: '',
      recipientId: recipientId ? String(recipientId) : '',
      activityType: ACTIVITY_TYPES[0],
      note: '',
    };
  return {
    date: entry.date,
    mode: entry.start ? 'span' : 'duration',
    duration: formatMinutes(entry.minutes),
    start: entry.start ?? '',
    end: entry.end ?? '',
    recipientId: entry.recipientId ? String(entry.recipientId) : '',
    activityType: entry.activityType,
    note: entry.note ?? '',
  };
}

export function useTimeForm(entry: TimeEntry | null, onSaved: (message: string) => void) {
  const { t, language } = useAppTranslation(timeTexts);
  const { selectedRecipient } = useUserContext();
  const writes = useTimeWrites();
  const [initial] = useState(() => initialFields(entry, selectedRecipient?.id ?? null));
  const [fields, setFields] = useState<TimeFields>(initial);
  const [error, setError] = useState<string | null>(null);
  const [durationError, setDurationError] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(fields) !== JSON.stringify(initial);
  const set = <K extends keyof TimeFields>(key: K, value: TimeFields[K]) =>
    setFields((old) => ({ ...old, [key]: value }));

  const body = (): TimeEntryBody | null => {
    const minutes = fields.mode === 'duration' ? parseDuration(fields.duration) : null;
    if (fields.mode === 'duration' && minutes === null) return null;
    return {
      date: fields.date,
      minutes,
      start: fields.mode === 'span' ? fields.start || null : null,
      end: fields.mode === 'span' ? fields.end || null : null,
      recipientId: fields.recipientId ? Number(fields.recipientId) : null,
      activityType: fields.activityType,
      note: fields.note.trim() || null,
    };
  };

  const submit = async (): Promise<boolean> => {
    setError(null);
    const input = body();
    setDurationError(input === null);
    if (input === null) return false;
    setSaving(true);
    try {
      if (entry) await writes.update(entry.id, input);
      else await writes.create(input);
      await writes.refresh();
      onSaved(t(entry ? 'changed' : 'saved'));
      return true;
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('saveFailed'));
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { fields, set, error, durationError, saving, dirty, submit };
}
