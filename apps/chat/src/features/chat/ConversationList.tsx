// The user's conversations, live: title, status, the last message and the exact unseen count, with
// a filter by status and a full-text search over the user's own conversations.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Box,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useHref, useNavigate, useUserContext } from '@portal/sdk';
import {
  CHAT_LIST,
  errorText,
  num,
  type ChatListRow,
  type ChatStatus,
  type ChatWrites,
  type ChatSearchHit,
} from './chat-api';
import { useChatTexts } from './chat-texts';
import { useLive } from './use-live';

type Filter = 'all' | ChatStatus;

export function ConversationList({
  basePath,
  selectedId,
  writes,
}: {
  basePath: string;
  selectedId: number | null;
  writes: ChatWrites;
}) {
  const { t } = useChatTexts();
  const { user } = useUserContext();
  const [filter, setFilter] = useState<Filter>('all');
  const live = useLive<{ chats: ChatListRow[] }>(CHAT_LIST, { me: user.id });
  const chats = (live.data?.chats ?? []).map((c) => ({ ...c, id: Number(c.id) }));
  const shown = filter === 'all' ? chats : chats.filter((c) => c.status === filter);
  useDeliveredMarks(chats, user.id, writes);

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <SearchBox basePath={basePath} writes={writes} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_, value: Filter | null) => value && setFilter(value)}
        aria-label={t('filterLabel')}
        sx={{ flexWrap: 'wrap' }}
      >
        {(['all', 'active', 'reopened', 'resolved'] as const).map((f) => (
          <ToggleButton key={f} value={f} sx={{ px: 1.25 }}>
            {t(`filter_${f}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {live.data === undefined && !live.error && <Typography role="status">{t('loading')}</Typography>}
      {live.data === undefined && live.error && <Typography role="alert">{t('failed')}</Typography>}
      {live.data !== undefined && shown.length === 0 && <Typography>{t('noConversations')}</Typography>}
      <List aria-label={t('conversations')} data-testid="chat-list" sx={{ p: 0 }}>
        {shown.map((chat) => (
          <ConversationItem
            key={chat.id}
            chat={chat}
            basePath={basePath}
            selected={chat.id === selectedId}
            me={user.id}
          />
        ))}
      </List>
    </Stack>
  );
}

function ConversationItem({
  chat,
  basePath,
  selected,
  me,
}: {
  chat: ChatListRow;
  basePath: string;
  selected: boolean;
  me: number;
}) {
  const { t } = useChatTexts();
  const navigate = useNavigate();
  const path = `${basePath}/${chat.id}`;
  const href = useHref(path);
  const unseen = Number(chat.chat_members[0]?.unseen_count ?? 0);
  const last = chat.chat_messages[0];
  const preview = !last
    ? ''
    : last.removed_at
      ? t('removed')
      : `${num(last.sender_user_id) === me ? `${t('you')}: ` : ''}${last.body}`;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="a"
        href={href}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        data-chat-id={chat.id}
        onClick={(event: React.MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(path);
        }}
        sx={{ borderRadius: 1, alignItems: 'flex-start', gap: 1 }}
      >
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontWeight: unseen > 0 ? 700 : 500, overflowWrap: 'anywhere' }}>
                {chat.title}
              </Box>
              <Chip size="small" variant="outlined" label={t(`status_${chat.status}`)} />
            </Box>
          }
          secondary={preview}
          slotProps={{
            secondary: { noWrap: true, component: 'span', sx: { display: 'block' } },
            primary: { component: 'span' },
          }}
          sx={{ minWidth: 0 }}
        />
        {unseen > 0 && (
          <Badge
            badgeContent={unseen}
            color="error"
            max={99}
            data-testid="chat-item-unseen"
            sx={{ mt: 1.5, mr: 1 }}
            slotProps={{ badge: { 'aria-label': t('unseen', { count: unseen }) } }}
          >
            <span />
          </Badge>
        )}
      </ListItemButton>
    </ListItem>
  );
}

/** The user's screen has shown a conversation's newest message: it is delivered (not yet read). */
function useDeliveredMarks(chats: ChatListRow[], me: number, writes: ChatWrites) {
  const told = useRef(new Map<number, number>());
  useEffect(() => {
    for (const chat of chats) {
      const last = chat.chat_messages[0];
      if (!last) continue;
      const lastId = Number(last.id);
      const delivered = num(chat.chat_members[0]?.last_delivered_message_id) ?? 0;
      if (
        lastId <= delivered ||
        num(last.sender_user_id) === me ||
        (told.current.get(chat.id) ?? 0) >= lastId
      )
        continue;
      told.current.set(chat.id, lastId);
      void writes.delivered(chat.id, lastId).catch(() => told.current.delete(chat.id));
    }
  }, [chats, me, writes]);
}

function SearchBox({ basePath, writes }: { basePath: string; writes: ChatWrites }) {
  const { t, locale } = useChatTexts();
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const [hits, setHits] = useState<ChatSearchHit[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (!text) return;
    setAsked(text);
    writes.search(text).then(
      (answer) => {
        setHits(answer.hits);
        setProblem(null);
      },
      (error: unknown) => setProblem(errorText(t, error)),
    );
  };
  const clear = () => {
    setQ('');
    setHits(null);
    setAsked('');
  };
  return (
    <Box component="form" role="search" onSubmit={submit} aria-label={t('searchLabel')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {hits !== null && (
          <IconButton onClick={clear} aria-label={t('clearSearch')} size="small">
            ×
          </IconButton>
        )}
      </Stack>
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
      {hits !== null && (
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {hits.length === 0 ? (
            <Typography variant="body2">{t('noHits', { q: asked })}</Typography>
          ) : (
            <List dense aria-label={t('searchResults')} data-testid="chat-search-hits" sx={{ p: 0 }}>
              {hits.map((hit) => (
                <SearchHitItem key={hit.id} hit={hit} basePath={basePath} locale={locale} />
              ))}
            </List>
          )}
        </Box>
      )}
    </Box>
  );
}

function SearchHitItem({ hit, basePath, locale }: { hit: ChatSearchHit; basePath: string; locale: string }) {
  const navigate = useNavigate();
  const path = `${basePath}/${hit.chatId}`;
  const href = useHref(path);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="a"
        href={href}
        onClick={(event: React.MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(path);
        }}
        sx={{ borderRadius: 1 }}
      >
        <ListItemText
          primary={hit.body}
          secondary={`${hit.chatTitle} · ${hit.senderName} · ${new Date(hit.createdAt).toLocaleString(
            locale,
            {
              dateStyle: 'short',
              timeStyle: 'short',
            },
          )}`}
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
