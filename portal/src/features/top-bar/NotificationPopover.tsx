// The open bell: the newest unread notifications, live, and the way to the notifications page.
import { Button, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGqlSubscription } from '@portal/sdk';
import { useShellSession } from '../user-context';
import { NEWEST_UNREAD, type NewestUnreadAnswer } from './notification-bell-data';

export function NotificationPopover({
  anchor,
  count,
  onClose,
  onOpenPage,
}: {
  anchor: HTMLElement;
  count: number;
  onClose: () => void;
  onOpenPage: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { bootstrap } = useShellSession();
  const newest = useGqlSubscription<NewestUnreadAnswer>({
    query: NEWEST_UNREAD,
    variables: { me: bootstrap.user_id },
  });
  const time = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('topBar.notifications'),
          sx: { width: 320, maxWidth: '90vw' },
        },
      }}
    >
      {count === 0 ? (
        <Typography sx={{ p: 2 }}>{t('topBar.noUnreadNotifications')}</Typography>
      ) : (
        <List dense data-testid="notification-bell-list">
          {(newest.data?.notifications ?? []).map((n) => (
            <ListItem key={n.id} divider>
              <ListItemText
                primary={n.title || n.message}
                secondary={`${n.title ? `${n.message} · ` : ''}${time.format(new Date(n.created_at))}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button fullWidth onClick={onOpenPage}>
        {t('topBar.allNotifications')}
      </Button>
    </Popover>
  );
}
