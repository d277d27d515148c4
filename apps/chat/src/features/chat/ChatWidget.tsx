// §3 overview widget CHAT: the user's conversations with their exact unseen counts, live (it replaces
// the data grid's CHAT table); in a chosen participant's context, those about that participant. Rows open their conversation (/chat?chat=<id>); from the §9 mobile
// breakpoint down they are a list, above it a table.
import type { MouseEvent } from 'react';
import {
  Badge,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  ROUTE_PATHS,
  defineWidget,
  routeHref,
  useNavigate,
  useUserContext,
  type WidgetProps,
} from '@portal/sdk';
import { CHAT_LIST, CHAT_LIST_ABOUT, type ChatListRow } from './chat-api';
import { useChatTexts } from './chat-texts';
import { useLive } from './use-live';

function useOpen() {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
}

const ChatWidget = defineWidget(function ChatWidget({ name, amountOfRows }: WidgetProps) {
  const { t } = useChatTexts();
  const { user, selectedRecipient } = useUserContext();
  const open = useOpen();
  const wide = useMediaQuery('(min-width: 768px)');
  // In a chosen participant's context only the conversations about them (issue 26 item 13).
  const live = useLive<{ chats: ChatListRow[] }>(
    selectedRecipient ? CHAT_LIST_ABOUT : CHAT_LIST,
    selectedRecipient ? { me: user.id, recipient: selectedRecipient.id } : { me: user.id },
  );
  const chats = live.data?.chats ?? [];
  const rows = chats.slice(0, amountOfRows);
  const unseenOf = (chat: ChatListRow) => Number(chat.chat_members[0]?.unseen_count ?? 0);
  const total = chats.reduce((sum, c) => sum + unseenOf(c), 0);
  const all = routeHref(ROUTE_PATHS.chat);
  const rowHref = (chat: ChatListRow) => routeHref(ROUTE_PATHS.chat, { chat: Number(chat.id) });
  return (
    <Paper
      component="article"
      variant="outlined"
      data-widget="CHAT"
      data-testid="chat-widget"
      aria-label={name || t('title')}
      sx={{ p: 1.5 }}
    >
      <Typography
        component="h2"
        variant="h6"
        sx={{ fontSize: '1.05rem', m: 0, mb: 1, display: 'flex', gap: 2, alignItems: 'center' }}
      >
        <Link href={all} onClick={open(all)} underline="hover" color="inherit">
          {name || t('title')}
        </Link>
        {total > 0 && (
          <Badge
            badgeContent={total}
            color="error"
            max={99}
            slotProps={{ badge: { 'aria-label': t('unseen', { count: total }) } }}
          >
            <span />
          </Badge>
        )}
      </Typography>
      {live.data === undefined ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography>
          {selectedRecipient ? t('widgetEmptyAbout', { name: selectedRecipient.name }) : t('widgetEmpty')}
        </Typography>
      ) : wide ? (
        <Table size="small" aria-label={name || t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('chatTitleColumn')}</TableCell>
              <TableCell>{t('statusColumn')}</TableCell>
              <TableCell align="right">{t('unseenColumn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((chat) => (
              <TableRow key={chat.id}>
                <TableCell>
                  <Link
                    href={rowHref(chat)}
                    onClick={open(rowHref(chat))}
                    sx={{ fontWeight: unseenOf(chat) > 0 ? 700 : 400, overflowWrap: 'anywhere' }}
                  >
                    {chat.title}
                  </Link>
                </TableCell>
                <TableCell>{t(`status_${chat.status}`)}</TableCell>
                <TableCell align="right">{unseenOf(chat)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <List dense sx={{ p: 0 }}>
          {rows.map((chat) => (
            <ListItem key={chat.id} disableGutters>
              <ListItemText
                primary={
                  <Link
                    href={rowHref(chat)}
                    onClick={open(rowHref(chat))}
                    sx={{ fontWeight: unseenOf(chat) > 0 ? 700 : 400, overflowWrap: 'anywhere' }}
                  >
                    {chat.title}
                  </Link>
                }
                secondary={`${t(`status_${chat.status}`)}${unseenOf(chat) > 0 ? ` · ${t('unseen', { count: unseenOf(chat) })}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
});

export default ChatWidget;
