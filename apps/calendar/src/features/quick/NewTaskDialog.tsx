// dialog:new-task (quick access "new task", dialog state CALENDAR): the task form in the shell's frame.
import { defineDialog, type DialogProps } from '@portal/sdk';
import { TaskForm } from '../tasks';

export const NewTaskDialog = defineDialog(function NewTaskDialog({ close }: DialogProps) {
  return (
    <TaskForm
      task={null}
      onCancel={() => close({ status: 'cancelled' })}
      onSaved={(message) => close({ status: 'saved', message })}
    />
  );
});
