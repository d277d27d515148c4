// One task's form: title, due date and time, assignee, the participant it concerns, description.
// While changed and not saved, leaving the page asks first (the shell's unsaved-changes question).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { ApiRequestError, useAppTranslation, useUserContext } from '@portal/sdk';
import { DateTimeFields, useFormChanges } from '../calendar';
import { usePeopleForTasks } from './people';
import { useTaskWrites, type Task, type TaskInput } from './tasks-api';
import { tasksTexts } from './tasks-texts';

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

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
  const { t, language } = useAppTranslation(tasksTexts);
  const { user, selectedRecipient } = useUserContext();
  const writes = useTaskWrites();
  const people = usePeopleForTasks();
  const due = task?.dueAt ? new Date(task.dueAt) : null;
  const [initial] = useState(() => ({
    title: task?.title ?? '',
    description: task?.description ?? '',
    dueDate: due ? dateOf(due) : '',
    dueTime: due ? timeOf(due) : '15:00',
    assignedTo: String(task ? (task.assignedTo ?? '') : user.id),
    recipientId: String(task ? (task.recipientId ?? '') : (selectedRecipient?.id ?? '')),
  }));
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [name]: event.target.value })),
  });
  // §2.9: leaving with changes not saved asks first ("save and leave" saves through the same path).
  const { setSaved } = useFormChanges('calendar:task-form', fields, initial, () => save(), onDirtyChange);
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
    const input: TaskInput = {
      title: fields.title.trim(),
      description: fields.description.trim() || null,
      dueAt: fields.dueDate ? new Date(`${fields.dueDate}T${fields.dueTime || '00:00'}`).toISOString() : null,
      assignedTo: fields.assignedTo ? Number(fields.assignedTo) : null,
      recipientId: fields.recipientId ? Number(fields.recipientId) : null,
      done: task?.done ?? false,
    };
    setSaving(true);
    try {
      if (task) await writes.update(task.id, input);
      else await writes.create(input);
      await writes.refresh();
      setSaved(true);
      onSaved(t('saved'));
      return true;
    } catch (failure) {
      const messages =
        failure instanceof ApiRequestError
          ? (failure.extra.messages as Record<string, string> | undefined)
          : undefined;
      setError(messages?.[language] ?? t('saveFailed'));
      return false;
    } finally {
      setSaving(false);
    }
  };
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
