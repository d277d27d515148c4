// One event's form (new or edit): title, kind, times (date and time fields: the keyboard way to move
// and resize), place or video meeting, repetition, invited people, the participant it is about,
// reminder and plan. For an occurrence of a series it asks which occurrences the change is for.
// The server checks everything again and answers in the user's language. While changed and not
// saved, leaving the page asks first (the shell's unsaved-changes question).
import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useAppTranslation, useGqlQuery } from '@portal/sdk';
import {
  EVENT_KINDS,
  serverMessage,
  useCalendarWrites,
  usePeople,
  type EventDetails,
  type SaveResult,
  type Scope,
} from './calendar-api';
import { calendarTexts } from './calendar-texts';
import { useFormChanges } from './close-guard';
import { DateTimeFields } from './DateTimeFields';
import {
  emptyFields,
  fieldsOf,
  inputOfFields,
  type EventFields,
  type RepeatChoice,
} from './event-form-values';

export type EventFormMode =
  | { kind: 'new'; start: Date; end: Date; allDay: boolean; recipientId: number | null }
  | { kind: 'edit'; details: EventDetails; occurrence: string | null };

const REMINDERS = ['', '5', '15', '60', '1440'] as const;
const REPEATS: readonly RepeatChoice[] = ['none', 'daily', 'weekly', 'monthly', 'custom'];

export function EventForm({
  mode,
  onSaved,
  onCancel,
  onDirtyChange,
  formId = 'calendar-event-form',
}: {
  mode: EventFormMode;
  onSaved: (result: SaveResult, message: string) => void;
  onCancel: () => void;
  /** Told whether the form has changes not saved (a dialog asks before closing it). */
  onDirtyChange?: (dirty: boolean) => void;
  formId?: string;
}) {
  const { t, language, locale } = useAppTranslation(calendarTexts);
  const writes = useCalendarWrites();
  const people = usePeople(true);
  const plans = useGqlQuery<{
    artifact_packages: { id: number | string; recipient_id: number | string | null }[];
  }>({
    key: ['calendar', 'plans'],
    query: `query CalendarPlans { artifact_packages(where: { is_blueprint: { _eq: false } }, order_by: { id: desc }, limit: 200) { id recipient_id } }`,
  });
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
  const recurring = mode.kind === 'edit' && mode.details.rrule !== null;
  const exception = mode.kind === 'edit' && mode.details.seriesId !== null;

  const set = <K extends keyof EventFields>(name: K, value: EventFields[K]) =>
    setFields((f) => ({ ...f, [name]: value }));
  const text = (name: 'title' | 'location' | 'description' | 'repeatCount' | 'customRule') => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  // §2.9: leaving with changes not saved asks first ("save and leave" saves through the same path).
  const { setSaved } = useFormChanges('calendar:event-form', fields, initial, () => save(), onDirtyChange);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const save = async (): Promise<boolean> => {
    setError(null);
    if (!fields.title.trim()) {
      setError(t('titleRequired'));
      return false;
    }
    setSaving(true);
    try {
      const input = inputOfFields(fields);
      const result =
        mode.kind === 'new'
          ? await writes.create(input)
          : await writes.update(
              mode.details.id,
              input,
              recurring ? scope : 'all',
              recurring ? mode.occurrence : null,
            );
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
      setSaving(false);
    }
  };

  const userOptions = people.data?.users ?? [];
  const chosen = userOptions.filter((u) => fields.participantIds.includes(u.id));
  const recipientName = (id: number | string | null) =>
    people.data?.recipients.find((r) => r.id === Number(id))?.name ?? null;

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={t(mode.kind === 'new' ? 'newEvent' : 'editEvent')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('title')}
          required
          autoFocus
          {...text('title')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          label={t('kind')}
          value={fields.kind}
          onChange={(e) => set('kind', e.target.value as EventFields['kind'])}
        >
          {EVENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={fields.allDay} onChange={(e) => set('allDay', e.target.checked)} />}
          label={t('allDay')}
        />
        <DateTimeFields
          dateLabel={t('startDate')}
          timeLabel={t('startTime')}
          date={fields.startDate}
          time={fields.startTime}
          onDate={(value) => set('startDate', value)}
          onTime={(value) => set('startTime', value)}
          withTime={!fields.allDay}
          required
        />
        <DateTimeFields
          dateLabel={t('endDate')}
          timeLabel={t('endTime')}
          date={fields.endDate}
          time={fields.endTime}
          onDate={(value) => set('endDate', value)}
          onTime={(value) => set('endTime', value)}
          withTime={!fields.allDay}
          required
        />
        <TextField
          label={t('location')}
          {...text('location')}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <FormControlLabel
          control={
            <Checkbox checked={fields.videoMeeting} onChange={(e) => set('videoMeeting', e.target.checked)} />
          }
          label={t('videoMeeting')}
        />
        {!exception && (
          <>
            <TextField
              select
              label={t('repeat')}
              value={fields.repeat}
              onChange={(e) => set('repeat', e.target.value as RepeatChoice)}
            >
              {REPEATS.map((repeat) => (
                <MenuItem key={repeat} value={repeat}>
                  {t(`repeat.${repeat}`)}
                </MenuItem>
              ))}
            </TextField>
            {fields.repeat !== 'none' && fields.repeat !== 'custom' && (
              <TextField
                label={t('repeatCount')}
                type="number"
                {...text('repeatCount')}
                helperText={t('repeatCountHelp')}
                slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              />
            )}
            {fields.repeat === 'custom' && (
              <TextField
                label={t('customRule')}
                {...text('customRule')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            )}
          </>
        )}
        <Autocomplete
          multiple
          options={userOptions}
          value={chosen}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, value) =>
            set(
              'participantIds',
              value.map((v) => v.id),
            )
          }
          renderInput={(params) => <TextField {...params} label={t('participants')} />}
        />
        <TextField
          select
          label={t('recipient')}
          value={fields.recipientId}
          onChange={(e) => set('recipientId', e.target.value)}
        >
          <MenuItem value="">{t('noRecipient')}</MenuItem>
          {(people.data?.recipients ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('reminder')}
          value={fields.reminder}
          onChange={(e) => set('reminder', e.target.value)}
        >
          {REMINDERS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {t(minutes === '' ? 'reminder.none' : `reminder.${minutes}`)}
            </MenuItem>
          ))}
        </TextField>
        {plans.data && (
          <TextField
            select
            label={t('plan')}
            value={fields.planId}
            onChange={(e) => set('planId', e.target.value)}
          >
            <MenuItem value="">{t('noPlan')}</MenuItem>
            {plans.data.artifact_packages.map((plan) => (
              <MenuItem key={String(plan.id)} value={String(plan.id)}>
                {t('planNumber', { id: String(plan.id) })}
                {recipientName(plan.recipient_id) ? ` – ${recipientName(plan.recipient_id)}` : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={t('description')}
          multiline
          minRows={2}
          {...text('description')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        {recurring && (
          <FormControl>
            <FormLabel id={`${formId}-scope`}>{t('scopeTitle')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${formId}-scope`}
              value={scope}
              onChange={(e) => setScope(e.target.value as Scope)}
            >
              {(['this', 'following', 'all'] as const).map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio />} label={t(`scope.${s}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
