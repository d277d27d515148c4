// The task form's state and its save: the fields from the task (or a new one's defaults), the
// check of the title, the write and the server's message in the user's language.
import { useState, type FormEvent } from 'react';
import { ApiRequestError, useAppTranslation, useUserContext } from '@portal/sdk';
import { useFormChanges } from '../calendar';
import { useTaskWrites, type Task, type TaskInput } from './tasks-api';
import { tasksTexts } from './tasks-texts';

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

export function useTaskForm(
  task: Task | null,
  onSaved: (message: string) => void,
  onDirtyChange: ((dirty: boolean) => void) | undefined,
) {
  const { t, language } = useAppTranslation(tasksTexts);
  const { user, selectedRecipient } = useUserContext();
  const writes = useTaskWrites();
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
  return { fields, setFields, set, error, saving, submit };
}
