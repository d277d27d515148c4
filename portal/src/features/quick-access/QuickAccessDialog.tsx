// §2.4 The open quick-access dialog: a `dialog:<name>` module of the app that owns it, in the shell's
// dialog frame with its dialog state. The module ends with close({ status: 'saved', message }) —
// the shell shows the message as a snackbar — or close({ status: 'cancelled' }). A dialog its app
// does not supply is a console error and nothing rendered (§1), never a crash.
import { useEffect } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
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
  useEffect(() => {
    if (!item || !unavailable) return;
    console.error(`[apps] ${item.app}: the dialog "${item.module}" is not supplied; nothing rendered`);
    onClose();
  }, [item, unavailable, onClose]);
  if (!item || availability !== 'supplied') return null;
  const title = t(`quickAccess.items.${item.id}`);
  const props: DialogProps = {
    state: item.dialog,
    close: (result: DialogResult) => {
      onClose();
      if (result.status === 'saved') events.emit('snackbar', { message: result.message });
    },
  };
  return (
    <Dialog
      open
      onClose={() => props.close({ status: 'cancelled' })}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-access-dialog-title"
      data-dialog-kind={item.dialog}
    >
      <DialogTitle id="quick-access-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton
          onClick={() => props.close({ status: 'cancelled' })}
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
  );
}
