// Issue 31 item 8 (part): the user's notifications, live over a subscription (the data API serves
// each user only their own rows), unread first; mark one or all read; a shared item's notification
// opens its inbox item.
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  definePage,
  useAppTranslation,
  useGqlMutation,
  useGqlSubscription,
  useNavigate,
  useShell,
} from '@portal/sdk';
import { notificationsTexts } from './notifications-texts';
import { NotificationPreferences } from './NotificationPreferences';

interface Notification {
  id: number;
  title: string | null;
  message: string;
  trigger: string | null;
  subject_id: number | null;
  read_at: string | null;
  created_at: string;
}

const LIVE = `subscription MyNotifications($me: bigint!) {
  notifications(where: { user_id: { _eq: $me } }, order_by: [{ read_at: asc_nulls_first }, { created_at: desc }], limit: 100) {
    id title message trigger subject_id read_at created_at
  }
}`;
const MARK = `mutation MarkNotifications($ids: [bigint!]!, $at: timestamptz!) {
  update_notifications(where: { id: { _in: $ids }, read_at: { _is_null: true } }, _set: { read_at: $at }) { affected_rows }
}`;

export const NotificationsPage = definePage(function NotificationsPage() {
  const { t, locale } = useAppTranslation(notificationsTexts);
  const { user } = useShell();
  const navigate = useNavigate();
  const live = useGqlSubscription<{ notifications: Notification[] }>({
    query: LIVE,
    variables: { me: user.id },
  });
  const mark = useGqlMutation<unknown, { ids: number[]; at: string }>({ mutation: MARK });
  const markRead = (ids: number[]) => mark.mutate({ ids, at: new Date().toISOString() });
  if (live.error && !live.data) return <Alert severity="error">{t('failed')}</Alert>;
  if (!live.data) return <Typography role="status">{t('loading')}</Typography>;
  const rows = live.data.notifications;
  const unread = rows.filter((n) => n.read_at === null);
  return (
    <Box data-testid="notifications" sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography role="status" data-testid="notifications-unread">
          {t('unreadCount', { count: unread.length })}
        </Typography>
        <Button
          disabled={unread.length === 0 || mark.isPending}
          onClick={() => markRead(unread.map((n) => Number(n.id)))}
        >
          {t('markAllRead')}
        </Button>
      </Stack>
      {mark.error && <Alert severity="error">{t('error')}</Alert>}
      {rows.length === 0 && <Typography>{t('empty')}</Typography>}
      <List aria-label={t('listLabel')} sx={{ p: 0 }}>
        {rows.map((n) => (
          <ListItem
            key={n.id}
            divider
            sx={{
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              gap: 1,
            }}
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ fontWeight: n.read_at ? 400 : 700, overflowWrap: 'anywhere' }}>
                  {n.title ?? n.message}
                </Box>
              }
              secondary={`${n.title ? `${n.message} · ` : ''}${new Date(n.created_at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}`}
              sx={{ overflowWrap: 'anywhere' }}
            />
            {!n.read_at && <Chip size="small" color="primary" label={t('unread')} />}
            <Stack direction="row" sx={{ gap: 1 }}>
              {n.trigger === 'shared' && n.subject_id !== null && (
                <Button
                  size="small"
                  onClick={() => {
                    if (!n.read_at) markRead([Number(n.id)]);
                    navigate(`/inbox/${n.subject_id}`);
                  }}
                >
                  {t('open')}
                </Button>
              )}
              {!n.read_at && (
                <Button size="small" onClick={() => markRead([Number(n.id)])}>
                  {t('markRead')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      <NotificationPreferences />
    </Box>
  );
});

export default NotificationsPage;
