// dialog:new-task (quick access "new task", dialog state CALENDAR): the task form in the shell's frame.
// Closing it with changes not saved asks first (its Cancel here, Escape and the frame's close there).
import { defineDialog, type DialogProps } from '@portal/sdk';
import { TaskForm } from '../tasks';
import { useQuickCloseGuard } from './quick-close-guard';

export const NewTaskDialog = defineDialog(function NewTaskDialog({ close, setDirty }: DialogProps) {
  const { guard, onDirtyChange, prompt } = useQuickCloseGuard(setDirty);
  return (
    <>
      <TaskForm
        task={null}
        onCancel={guard(() => close({ status: 'cancelled' }))}
        onDirtyChange={onDirtyChange}
        onSaved={(message) => close({ status: 'saved', message })}
      />
      {prompt}
    </>
  );
});
