// Issue 32 item 7: deactivating a user is asked once more, since it signs them out everywhere. The
// dialog names the user and says what happens; the focus starts on "Cancel" (Escape cancels too),
// and only "Deactivate" goes on.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TenantUser } from '@portal/rules';

interface Props {
  user: TenantUser;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeactivateUserDialog({ user, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="deactivate-user-title"
      aria-describedby="deactivate-user-text"
    >
      <DialogTitle id="deactivate-user-title">
        {t('administration.userList.confirmTitle', { name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="deactivate-user-text">
          {t('administration.userList.confirmText', { name, username: user.username })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('administration.userList.cancel')}
        </Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={onConfirm}>
          {t('administration.userList.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
