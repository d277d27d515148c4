// §4 Session: the warning with a mm:ss countdown and "stay logged in", or, once the user is no
// longer authenticated, the notice that the session expired with a close button.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts } from '../i18n/feature-texts';
import { sessionDialogTexts } from './dialog-texts';
import { formatMmSs } from '../time/countdown';

export type SessionExpiryDialogProps =
  | {
      open: boolean;
      mode: 'warning';
      secondsLeft: number;
      onStayLoggedIn: () => void;
      onLogOut: () => void;
      busy?: boolean;
    }
  | { open: boolean; mode: 'expired'; onClose: () => void };

export function SessionExpiryDialog(props: SessionExpiryDialogProps) {
  useFeatureTexts(sessionDialogTexts);
  const { t } = useTranslation();
  const titleId = 'session-expiry-title';
  if (props.mode === 'expired') {
    return (
      <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('sessionDialog.expiredTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sessionDialog.expiredText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={props.onClose} autoFocus>
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  const time = formatMmSs(props.secondsLeft);
  return (
    <Dialog open={props.open} aria-labelledby={titleId} aria-describedby="session-expiry-text">
      <DialogTitle id={titleId}>{t('sessionDialog.warningTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expiry-text">
          {t('sessionDialog.warningText', { time })}
        </DialogContentText>
        <DialogContentText
          component="p"
          role="timer"
          aria-live="off"
          sx={{ fontSize: 32, textAlign: 'center', mt: 2 }}
        >
          {time}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onLogOut}>{t('sessionDialog.logOut')}</Button>
        <Button variant="contained" onClick={props.onStayLoggedIn} disabled={props.busy} autoFocus>
          {t('sessionDialog.stayLoggedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
