// The event form's state and its save: the fields, the scope for a series, the error and the busy
// flag; "save" checks the title, writes (a new event once per form, issue 26 item 6), refreshes the
// calendar and says what was saved.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useAppTranslation, useIdempotencyKey } from '@portal/sdk';
import {
  serverMessage,
  useCalendarWrites,
  type EventDetails,
  type SaveResult,
  type Scope,
} from './calendar-api';
import { calendarTexts } from './calendar-texts';
import { useFormChanges } from './close-guard';
import { emptyFields, fieldsOf, inputOfFields, type EventFields } from './event-form-values';

export type EventFormMode =
  | { kind: 'new'; start: Date; end: Date; allDay: boolean; recipientId: number | null }
  | { kind: 'edit'; details: EventDetails; occurrence: string | null };

/** Sets one field of the form. */
export type SetField = <K extends keyof EventFields>(name: K, value: EventFields[K]) => void;

export function useEventForm(
  mode: EventFormMode,
  onSaved: (result: SaveResult, message: string) => void,
  onDirtyChange: ((dirty: boolean) => void) | undefined,
) {
  const { t, language, locale } = useAppTranslation(calendarTexts);
  const writes = useCalendarWrites();
  const initial = useMemo<EventFields>(
    () =>
      mode.kind === 'new'
        ? emptyFields(mode.start, mode.end, mode.allDay, mode.recipientId)
        : fieldsOf(mode.details, mode.occurrence),
    [mode],
  );
  const [fields, setFields] = useState<EventFields>(initial);
  const [scope, setScope] = useState<Scope>('this');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Issue 26 item 6: a new event is created once, whatever the clicks: a second click while the
  // first save runs does nothing, and the create carries the form's idempotency key, so a retry
  // after a lost answer gets the first event back instead of inviting everyone twice.
  const inFlight = useRef(false);
  const idempotency = useIdempotencyKey();
  const recurring = mode.kind === 'edit' && mode.details.rrule !== null;
  const exception = mode.kind === 'edit' && mode.details.seriesId !== null;

  const set: SetField = (name, value) => setFields((f) => ({ ...f, [name]: value }));
  const text = (name: 'title' | 'location' | 'description' | 'repeatCount' | 'customRule') => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  // §2.9: leaving with changes not saved asks first ("save and leave" saves through the same path).
  const { setSaved } = useFormChanges('calendar:event-form', fields, initial, () => save(), onDirtyChange);

  const save = async (): Promise<boolean> => {
    setError(null);
    if (!fields.title.trim()) {
      setError(t('titleRequired'));
      return false;
    }
    if (inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    try {
      const input = inputOfFields(fields);
      const result =
        mode.kind === 'new'
          ? await writes.create(input, idempotency.key)
          : await writes.update(
              mode.details.id,
              input,
              recurring ? scope : 'all',
              recurring ? mode.occurrence : null,
            );
      if (mode.kind === 'new') idempotency.next();
      await writes.refresh();
      setSaved(true);
      onSaved(
        result,
        result.capped && result.until
          ? t('savedCapped', { date: new Date(result.until).toLocaleDateString(locale) })
          : t('saved'),
      );
      return true;
    } catch (failure) {
      setError(serverMessage(failure, language) ?? t('saveFailed'));
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return { fields, set, text, scope, setScope, error, saving, recurring, exception, submit };
}
