// §2.9 Snackbar: a message with an optional link button and a close button, raised by the
// `snackbar` event from the shell or any feature app.
import { useEffect, useState } from 'react';
import { Button, IconButton, Snackbar } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { onPortalEvent } from '../events/event-bus';
import type { PortalEventMap } from '../events/portal-events';
import { isSafeLink } from '../ui/safe-link';

type SnackbarMessage = PortalEventMap['snackbar'];

export function SnackbarHost({ initial = null }: { initial?: SnackbarMessage | null }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SnackbarMessage | null>(initial);
  useEffect(() => onPortalEvent('snackbar', setMessage), []);
  // A message raised between the first render and the subscription above arrives as `initial`.
  useEffect(() => setMessage(initial), [initial]);
  const close = () => setMessage(null);
  const link = message?.link && isSafeLink(message.link.href) ? message.link : undefined;
  return (
    <Snackbar
      open={message !== null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={message?.message}
      action={
        <>
          {link && (
            <Button color="inherit" size="small" href={link.href}>
              {link.label}
            </Button>
          )}
          <IconButton size="small" color="inherit" aria-label={t('common.close')} onClick={close}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
