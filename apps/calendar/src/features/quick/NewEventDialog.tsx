// dialog:new-event (quick access "new event", dialog state CALENDAR): the event form in the shell's
// dialog frame, starting at the next whole hour (in RECIPIENT context about the chosen participant).
// Closing it with changes not saved asks first (its Cancel here, Escape and the frame's close there).
import { useMemo } from 'react';
import { defineDialog, useUserContext, type DialogProps } from '@portal/sdk';
import { EventForm } from '../calendar';
import { useQuickCloseGuard } from './quick-close-guard';

export const NewEventDialog = defineDialog(function NewEventDialog({ close, setDirty }: DialogProps) {
  const { selectedRecipient } = useUserContext();
  const { guard, onDirtyChange, prompt } = useQuickCloseGuard(setDirty);
  const mode = useMemo(() => {
    const start = new Date();
    start.setMinutes(0, 0, 0);
    start.setHours(start.getHours() + 1);
    return {
      kind: 'new' as const,
      start,
      end: new Date(start.getTime() + 3_600_000),
      allDay: false,
      recipientId: selectedRecipient?.id ?? null,
    };
  }, [selectedRecipient]);
  return (
    <>
      <EventForm
        formId="quick-new-event"
        mode={mode}
        onCancel={guard(() => close({ status: 'cancelled' }))}
        onDirtyChange={onDirtyChange}
        onSaved={(_, message) => close({ status: 'saved', message })}
      />
      {prompt}
    </>
  );
});
