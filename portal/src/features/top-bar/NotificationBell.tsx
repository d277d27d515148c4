// Issue 31 item 8: a bell in the top bar with the live count of the user's unread notifications;
// it opens the newest few and leads to the notifications page (the notification app's), where they
// are read and marked. Shown only where an installed app supplies that page.
import { lazy, Suspense, useState } from 'react';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGqlSubscription } from '@portal/sdk';
import { useDeclaredIncludes } from '../apps';
import { shellHref } from '../routes';
import { useShellSession } from '../user-context';
import {
  NOTIFICATIONS_PATH,
  UNREAD_COUNT,
  unreadCount,
  type UnreadCountAnswer,
} from './notification-bell-data';

// The open bell's list loads when first opened: the shell's start carries the count only.
const NotificationPopover = lazy(() =>
  import('./NotificationPopover').then((m) => ({ default: m.NotificationPopover })),
);

export function NotificationBell() {
  const { pages } = useDeclaredIncludes();
  if (!pages.some((page) => page.path === NOTIFICATIONS_PATH)) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation();
  const { bootstrap } = useShellSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const live = useGqlSubscription<UnreadCountAnswer>({
    query: UNREAD_COUNT,
    variables: { me: bootstrap.user_id },
  });
  const count = unreadCount(live.data);
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
      {anchor !== null && (
        <Suspense fallback={null}>
          <NotificationPopover
            anchor={anchor}
            count={count}
            onClose={() => setAnchor(null)}
            onOpenPage={openPage}
          />
        </Suspense>
      )}
    </>
  );
}
