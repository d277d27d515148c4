// dialog:register-time (§2.4 quick access "register time", dialog state CALENDAR): the registration
// form in the shell's frame; saved closes it with the snackbar's message.
import { useCallback } from 'react';
import { Typography } from '@mui/material';
import { defineDialog, useAppTranslation, type DialogProps } from '@portal/sdk';
import { TimeEntryForm } from './TimeEntryForm';
import { timeTexts } from './time-texts';

export const RegisterTimeDialog = defineDialog(function RegisterTimeDialog({ close, setDirty }: DialogProps) {
  const { t } = useAppTranslation(timeTexts);
  const onDirtyChange = useCallback((dirty: boolean) => setDirty?.(dirty), [setDirty]);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('dialogHint')}
      </Typography>
      <TimeEntryForm
        entry={null}
        onCancel={() => close({ status: 'cancelled' })}
        onDirtyChange={onDirtyChange}
        onSaved={(message) => close({ status: 'saved', message })}
      />
    </>
  );
});
