// The open quick-access dialog: a module of the app that owns it, mounted through the apps loader.
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { ModuleMount } from '../routes';
import type { QuickAccessItem } from './quick-access-items';

interface Props {
  item: QuickAccessItem | null;
  onClose: () => void;
}

export function QuickAccessDialog({ item, onClose }: Props) {
  const { t } = useTranslation();
  const title = item ? t(`quickAccess.items.${item.id}`) : '';
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-access-dialog-title"
      data-dialog-kind={item?.dialog}
    >
      <DialogTitle id="quick-access-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton
          onClick={onClose}
          aria-label={t('quickAccess.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {item && (
          <ModuleMount
            app={item.app}
            module={item.module}
            title={title}
            props={{ onClose, dialog: item.dialog }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
