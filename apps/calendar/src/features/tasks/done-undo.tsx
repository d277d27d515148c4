// Issue 26 item 13: a task marked done leaves the open list, so it does not go without a word: a
// message names it and offers Undo (opens it again), as mail and task apps do. The message lives
// in the page, not in the row, since the row is gone once the list is read again.
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Snackbar } from '@mui/material';
import { useAppTranslation, useNotify } from '@portal/sdk';
import { useTaskWrites, type Task } from './tasks-api';
import { tasksTexts } from './tasks-texts';

/** How long the Undo stays: long enough to read the message and reach the button. */
const UNDO_MS = 10_000;

export function useDoneUndo(): { onDone: (task: Task) => void; snackbar: ReactNode } {
  const { t } = useAppTranslation(tasksTexts);
  const notify = useNotify();
  const writes = useTaskWrites();
  const [done, setDone] = useState<Task | null>(null);
  const onDone = useCallback((task: Task) => setDone(task), []);
  const undo = async (task: Task) => {
    setDone(null);
    try {
      await writes.setDone(task.id, false);
      await writes.refresh();
      notify({ message: t('reopened'), severity: 'success' });
    } catch {
      notify({ message: t('saveFailed'), severity: 'error' });
    }
  };
  const snackbar = (
    <Snackbar
      open={done !== null}
      autoHideDuration={UNDO_MS}
      onClose={(_, reason) => reason !== 'clickaway' && setDone(null)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={done ? t('doneWithUndo', { title: done.title }) : ''}
      action={
        done ? (
          <Button color="inherit" size="small" onClick={() => void undo(done)}>
            {t('undo')}
          </Button>
        ) : undefined
      }
    />
  );
  return { onDone, snackbar };
}
