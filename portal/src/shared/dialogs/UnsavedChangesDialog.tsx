// §2.9 Unsaved changes: leaving with unsaved changes asks "save changes" with delete changes,
// go back, or save and leave.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../i18n/feature-texts';
import { unsavedChangesTexts } from './dialog-texts';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Leave and drop the changes. */
  onDiscard: () => void;
  /** Stay on the page (also Escape). */
  onGoBack: () => void;
  /** Save, then leave. */
  onSaveAndLeave: () => void;
  saving?: boolean;
}

export function UnsavedChangesDialog({
  open,
  onDiscard,
  onGoBack,
  onSaveAndLeave,
  saving,
}: UnsavedChangesDialogProps) {
  useFeatureTexts(unsavedChangesTexts);
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onGoBack}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">{t('unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{t('unsavedChanges.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onDiscard}>
          {t('unsavedChanges.discard')}
        </Button>
        <Button onClick={onGoBack} autoFocus>
          {t('unsavedChanges.goBack')}
        </Button>
        <Button variant="contained" onClick={onSaveAndLeave} disabled={saving}>
          {t('unsavedChanges.saveAndLeave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
