// Issue 31 item 1: the inbox, unread first and newest first, filtered by participant, kind and day;
// each row opens the item on its own screen; one button marks everything read.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useAppTranslation, useNavigate } from '@portal/sdk';
import { MESSAGING_PAGE_SIZE } from '@portal/rules';
import { refusalText, useInboxPage, useInboxWrites, type InboxFilters as Filters } from './inbox-api';
import { InboxFilters } from './InboxFilters';
import { inboxTexts } from './inbox-texts';

/** A reason of one line and at most 80 characters for the list; the item's page shows it whole. */
const shortReason = (note: string) => {
  const line = note.split('\n')[0]!.trim();
  return line.length > 80 || note.includes('\n') ? `${line.slice(0, 80).trimEnd()}…` : line;
};

export function InboxList({ basePath }: { basePath: string }) {
  const { t, language, locale } = useAppTranslation(inboxTexts);
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const page = useInboxPage(filters);
  const { markAllRead } = useInboxWrites();
  const [done, setDone] = useState(false);
  const offset = filters.offset ?? 0;
  return (
    <Box data-testid="inbox">
      <InboxFilters value={filters} onChange={setFilters} />
      {page.isPending && <Typography role="status">{t('loading')}</Typography>}
      {page.error && <Alert severity="error">{refusalText(page.error, language, t('failed'))}</Alert>}
      {page.data && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography role="status" data-testid="inbox-unread">
              {t('unreadCount', { count: page.data.unread })}
            </Typography>
            <Button
              disabled={page.data.unread === 0 || markAllRead.isPending}
              onClick={() => markAllRead.mutate(undefined, { onSuccess: () => setDone(true) })}
            >
              {t('markAllRead')}
            </Button>
            {done && page.data.unread === 0 && <Typography role="status">{t('allMarked')}</Typography>}
          </Stack>
          {page.data.items.length === 0 && <Typography>{t('empty')}</Typography>}
          <List aria-label={t('listLabel')} sx={{ p: 0 }}>
            {page.data.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  divider
                  onClick={() => navigate(`${basePath}/${item.id}`)}
                  sx={{ minHeight: 56, alignItems: 'flex-start', gap: 1 }}
                  data-testid="inbox-row"
                >
                  <ListItemText
                    primary={
                      <Box
                        component="span"
                        sx={{ fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' }}
                      >
                        {item.title}
                      </Box>
                    }
                    secondary={[
                      t(`kind_${item.kind}`),
                      item.participant?.name,
                      item.from ? t('sharedBy', { name: item.from.name }) : null,
                      // Why the participant declined (issue 33 item 6), first words only in the list.
                      item.kind === 'qnr_rejected' && item.note
                        ? t('declineReason', { reason: shortReason(item.note) })
                        : null,
                      new Date(item.createdAt).toLocaleString(locale, {
                        dateStyle: 'short',
                        timeStyle: 'short',
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  {!item.read && <Chip size="small" color="primary" label={t('unread')} />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {page.data.total > MESSAGING_PAGE_SIZE && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1 }}>
              <Button
                disabled={offset === 0}
                onClick={() => setFilters({ ...filters, offset: Math.max(0, offset - MESSAGING_PAGE_SIZE) })}
              >
                {t('previous')}
              </Button>
              <Typography>
                {t('pageOf', {
                  first: offset + 1,
                  last: Math.min(offset + MESSAGING_PAGE_SIZE, page.data.total),
                  total: page.data.total,
                })}
              </Typography>
              <Button
                disabled={offset + MESSAGING_PAGE_SIZE >= page.data.total}
                onClick={() => setFilters({ ...filters, offset: offset + MESSAGING_PAGE_SIZE })}
              >
                {t('next')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
