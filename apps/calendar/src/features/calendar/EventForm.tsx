// One event's form (new or edit): title, kind, times (date and time fields: the keyboard way to move
// and resize), place or video meeting, repetition, invited people, the participant it is about,
// reminder and plan. For an occurrence of a series it asks which occurrences the change is for.
// The server checks everything again and answers in the user's language. While changed and not
// saved, leaving the page asks first (the shell's unsaved-changes question).
// The state and the save are in use-event-form, the groups of fields in event-form-sections.
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useAppTranslation } from '@portal/sdk';
import { EVENT_KINDS, type SaveResult } from './calendar-api';
import { calendarTexts } from './calendar-texts';
import type { EventFields } from './event-form-values';
import { PeopleFields, RepeatFields, ScopeField, WhenFields } from './event-form-sections';
import { useEventForm, type EventFormMode } from './use-event-form';

export type { EventFormMode } from './use-event-form';

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
  const { t } = useAppTranslation(calendarTexts);
  const form = useEventForm(mode, onSaved, onDirtyChange);
  const { fields, set, text } = form;
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={form.submit}
      aria-label={t(mode.kind === 'new' ? 'newEvent' : 'editEvent')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {form.error && (
          <Alert severity="error" role="alert">
            {form.error}
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
        <WhenFields fields={fields} set={set} />
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
        {!form.exception && <RepeatFields fields={fields} set={set} />}
        <PeopleFields fields={fields} set={set} />
        <TextField
          label={t('description')}
          multiline
          minRows={2}
          {...text('description')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        {form.recurring && <ScopeField formId={formId} scope={form.scope} onScope={form.setScope} />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={form.saving}>
            {t('save')}
          </Button>
          <Button onClick={onCancel}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
