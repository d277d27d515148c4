// §2.3 The blocking dialog over a messaging page while the recipient's access is restricted.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  recipientName: string;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}

export function InvitationRequiredDialog({ open, recipientName, sending, onSend, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="invitation-required-title"
      aria-describedby="invitation-required-text"
    >
      <DialogTitle id="invitation-required-title">{t('access.invitationRequired')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="invitation-required-text">
          {t('access.invitationText', { name: recipientName || t('access.thisParticipant') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('access.back')}</Button>
        <Button variant="contained" onClick={onSend} disabled={sending}>
          {t('access.sendInvitation')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
