// The registration form (issue 29 item 5): the date, a duration or a start and an end, the
// participant, the activity type and a note. Used by the quick-access dialog and by the list's
// register and edit dialogs.
import { useEffect, type FormEvent } from 'react';
import {
  Alert,
  Button,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { ACTIVITY_TYPES, TIME_NOTE_MAX, type ActivityType } from '@portal/rules';
import { DateField, TimeField, useAppTranslation } from '@portal/sdk';
import { useTimeOptions, type TimeEntry } from './time-api';
import { timeTexts } from './time-texts';
import { useTimeForm, type EntryMode } from './use-time-form';

export interface TimeEntryFormProps {
  entry: TimeEntry | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function TimeEntryForm({ entry, onSaved, onCancel, onDirtyChange }: TimeEntryFormProps) {
  const { t } = useAppTranslation(timeTexts);
  const options = useTimeOptions();
  const { fields, set, error, durationError, saving, dirty, submit } = useTimeForm(entry, onSaved);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={onSubmit}
      noValidate
      sx={{ pt: 1 }}
      aria-label={t('register')}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <DateField label={t('date')} required value={fields.date} onChange={(date) => set('date', date)} />
      <TimeAmountFields fields={fields} set={set} durationError={durationError} />
      <TextField
        select
        label={t('participant')}
        value={fields.recipientId}
        onChange={(e) => set('recipientId', e.target.value)}
      >
        <MenuItem value="">{t('noParticipant')}</MenuItem>
        {(options.data?.participants ?? []).map((person) => (
          <MenuItem key={person.id} value={String(person.id)}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('activityType')}
        value={fields.activityType}
        onChange={(e) => set('activityType', e.target.value as ActivityType)}
      >
        {ACTIVITY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`activity.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('note')}
        multiline
        minRows={2}
        value={fields.note}
        onChange={(e) => set('note', e.target.value)}
        slotProps={{ htmlInput: { maxLength: TIME_NOTE_MAX } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}

type TimeForm = ReturnType<typeof useTimeForm>;

/** How much time: a start and an end, or a duration, as the user chooses. */
function TimeAmountFields({
  fields,
  set,
  durationError,
}: Pick<TimeForm, 'fields' | 'set' | 'durationError'>) {
  const { t } = useAppTranslation(timeTexts);
  return (
    <>
      <Stack>
        <FormLabel id="time-mode-label">{t('howEntered')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="time-mode-label"
          value={fields.mode}
          onChange={(e) => set('mode', e.target.value as EntryMode)}
        >
          <FormControlLabel value="span" control={<Radio />} label={t('bySpan')} />
          <FormControlLabel value="duration" control={<Radio />} label={t('byDuration')} />
        </RadioGroup>
      </Stack>
      {fields.mode === 'duration' ? (
        <TextField
          label={t('duration')}
          required
          value={fields.duration}
          onChange={(e) => set('duration', e.target.value)}
          error={durationError}
          helperText={durationError ? t('durationInvalid') : t('durationHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
        />
      ) : (
        <Stack direction="row" spacing={2}>
          <TimeField
            label={t('start')}
            required
            value={fields.start}
            onChange={(start) => set('start', start)}
          />
          <TimeField label={t('end')} required value={fields.end} onChange={(end) => set('end', end)} />
        </Stack>
      )}
    </>
  );
}
