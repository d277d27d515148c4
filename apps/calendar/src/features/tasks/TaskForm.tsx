// One task's form: title, due date and time, assignee, the participant it concerns, description.
// While changed and not saved, leaving the page asks first (the shell's unsaved-changes question).
// The state and the save are in use-task-form.
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useAppTranslation, useUserContext } from '@portal/sdk';
import { DateTimeFields } from '../calendar';
import { usePeopleForTasks } from './people';
import type { Task } from './tasks-api';
import { tasksTexts } from './tasks-texts';
import { useTaskForm } from './use-task-form';

export function TaskForm({
  task,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  task: Task | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** Told whether the form has changes not saved (a dialog asks before closing it). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useAppTranslation(tasksTexts);
  const { user } = useUserContext();
  const people = usePeopleForTasks();
  const { fields, setFields, set, error, saving, submit } = useTaskForm(task, onSaved, onDirtyChange);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(task ? 'editTask' : 'newTask')}>
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
          {...set('title')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <DateTimeFields
          dateLabel={t('dueDate')}
          timeLabel={t('dueTime')}
          date={fields.dueDate}
          time={fields.dueTime}
          onDate={(value) => setFields((f) => ({ ...f, dueDate: value }))}
          onTime={(value) => setFields((f) => ({ ...f, dueTime: value }))}
        />
        <TextField select label={t('assignee')} {...set('assignedTo')}>
          <MenuItem value="">{t('nobody')}</MenuItem>
          {(people.data?.users ?? [{ id: user.id, name: user.name, role: user.role, recipientId: null }]).map(
            (u) => (
              <MenuItem key={u.id} value={String(u.id)}>
                {u.id === user.id ? `${u.name} (${t('me')})` : u.name}
              </MenuItem>
            ),
          )}
        </TextField>
        <TextField select label={t('recipient')} {...set('recipientId')}>
          <MenuItem value="">{t('noRecipient')}</MenuItem>
          {(people.data?.recipients ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('description')}
          multiline
          minRows={2}
          {...set('description')}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
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
