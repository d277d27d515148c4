// Issue 31 item 8: a bell in the top bar with the live count of the user's unread notifications;
// it opens the newest few and leads to the notifications page (the notification app's), where they
// are read and marked. Shown only where an installed app supplies that page.
import { useState } from 'react';
import { Badge, Button, IconButton, List, ListItem, ListItemText, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGqlSubscription } from '@portal/sdk';
import { useDeclaredIncludes } from '../apps';
import { shellHref } from '../routes';
import { useShellSession } from '../user-context';
import {
  NEWEST_UNREAD,
  NOTIFICATIONS_PATH,
  UNREAD_COUNT,
  unreadCount,
  type NewestUnreadAnswer,
  type UnreadCountAnswer,
} from './notification-bell-data';

export function NotificationBell() {
  const { pages } = useDeclaredIncludes();
  if (!pages.some((page) => page.path === NOTIFICATIONS_PATH)) return null;
  return <Bell />;
}

function Bell() {
  const { t, i18n } = useTranslation();
  const { bootstrap } = useShellSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const live = useGqlSubscription<UnreadCountAnswer>({
    query: UNREAD_COUNT,
    variables: { me: bootstrap.user_id },
  });
  const newest = useGqlSubscription<NewestUnreadAnswer>({
    query: NEWEST_UNREAD,
    variables: { me: bootstrap.user_id },
    enabled: anchor !== null,
  });
  const count = unreadCount(live.data);
  const time = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const openPage = () => {
    setAnchor(null);
    void navigate(shellHref(NOTIFICATIONS_PATH, new URLSearchParams(search)));
  };
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={count > 0 ? t('topBar.notificationsUnread', { count }) : t('topBar.notifications')}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        data-unread={count}
        data-counted={live.data ? 'yes' : 'no'}
      >
        <Badge badgeContent={count} color="error" max={99} aria-hidden="true">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
        <Button fullWidth onClick={openPage}>
          {t('topBar.allNotifications')}
        </Button>
      </Popover>
    </>
  );
}
