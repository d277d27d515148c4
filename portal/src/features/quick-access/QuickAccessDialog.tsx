// §2.4 The open quick-access dialog: a `dialog:<name>` module of the app that owns it, in the shell's
// dialog frame with its dialog state. The module ends with close({ status: 'saved', message }) —
// the shell shows the message as a snackbar — or close({ status: 'cancelled' }). A dialog its app
// does not supply is a console error and nothing rendered (§1), never a crash. While the module says
// it has changes not saved (`setDirty`), a close by Escape, a click outside or the close button asks
// "Discard changes?" first; the module's own close() is not asked about again.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useShell, type DialogProps, type DialogResult } from '@portal/sdk';
import { AppModule } from '../apps';
import { useModuleAvailability } from '../routes';
import type { QuickAccessItem } from './quick-access-items';

interface Props {
  item: QuickAccessItem | null;
  onClose: () => void;
}

export function QuickAccessDialog({ item, onClose }: Props) {
  const { t } = useTranslation();
  const { events } = useShell();
  const availability = useModuleAvailability(item?.app ?? '', item?.module ?? '');
  const unavailable = item !== null && (availability === 'missing' || availability === 'no-app');
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  // Stable, so that a module's effect on it does not run again on every render of the frame.
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // A dialog opened anew starts with nothing to ask about (by name: a caller's new equal item is the same).
  const opened = item === null ? null : `${item.app}#${item.module}`;
  useEffect(() => {
    dirty.current = false;
    setAsking(false);
  }, [opened]);
  useEffect(() => {
    if (!item || !unavailable) return;
    console.error(`[apps] ${item.app}: the dialog "${item.module}" is not supplied; nothing rendered`);
    onClose();
  }, [item, unavailable, onClose]);
  if (!item || availability !== 'supplied') return null;
  const title = t(item.titleKey ?? `quickAccess.items.${item.id}`);
  const props: DialogProps = {
    state: item.dialog,
    close: (result: DialogResult) => {
      dirty.current = false;
      setAsking(false);
      onClose();
      if (result.status === 'saved') events.emit('snackbar', { message: result.message });
    },
    setDirty,
  };
  /** Escape, a click outside, the close button: asked about first while the module has changes. */
  const requestClose = () => {
    if (dirty.current) setAsking(true);
    else props.close({ status: 'cancelled' });
  };
  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby="quick-access-dialog-title"
        data-dialog-kind={item.dialog}
      >
        <DialogTitle id="quick-access-dialog-title" sx={{ pr: 6 }}>
          {title}
          <IconButton
            onClick={requestClose}
            aria-label={t('quickAccess.close')}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <AppModule app={item.app} module={item.module} props={props} />
        </DialogContent>
      </Dialog>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="quick-access-discard-title">
        <DialogTitle id="quick-access-discard-title">{t('quickAccess.discardTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('quickAccess.discardText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setAsking(false)}>
            {t('quickAccess.keepEditing')}
          </Button>
          <Button color="error" onClick={() => props.close({ status: 'cancelled' })}>
            {t('quickAccess.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
