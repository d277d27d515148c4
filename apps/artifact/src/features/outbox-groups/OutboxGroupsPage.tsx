// §2.3 outbox groups (/outbox-groups): the caller's group sends, newest first, with their counts of
// files, questionnaires and participants; each opens its detail page.
import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { definePage, useAppTranslation, useHref, useNavigate, useShell } from '@portal/sdk';
import { MESSAGING_PAGE_SIZE, messagingContract, type OutboxGroup } from '@portal/rules';
import { outboxGroupsTexts } from './outbox-groups-texts';
import { refusal } from './refusal';

function GroupRow({ group }: { group: OutboxGroup }) {
  const { t, locale } = useAppTranslation(outboxGroupsTexts);
  const to = { route: 'outboxGroupDetail', params: { outboxGroupId: String(group.id) } } as const;
  const href = useHref(to);
  const navigate = useNavigate();
  const date = new Date(group.createdAt).toLocaleDateString(locale);
  return (
    <ListItem disablePadding>
      <ListItemButton
        divider
        component="a"
        href={href}
        data-testid="outbox-group-row"
        onClick={(e: React.MouseEvent) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          navigate(to);
        }}
      >
        <ListItemText
          primary={<Box component="span" sx={{ overflowWrap: 'anywhere' }}>{group.title}</Box>}
          secondary={[
            t('counts', { files: group.fileCount, queries: group.queryCount, users: group.userCount }),
            group.createdByName ? t('sentBy', { name: group.createdByName, date }) : t('sentOn', { date }),
          ].join(' · ')}
        />
      </ListItemButton>
    </ListItem>
  );
}

export const OutboxGroupsPage = definePage(function OutboxGroupsPage() {
  const { t, language } = useAppTranslation(outboxGroupsTexts);
  const { api } = useShell();
  const [offset, setOffset] = useState(0);
  const page = useQuery({
    queryKey: ['artifact', 'outbox-groups', offset],
    queryFn: () => api.call(messagingContract.outboxGroups, { query: { offset } }),
  });
  return (
    <Box data-testid="outbox-groups" sx={{ maxWidth: 840 }}>
      {page.isPending && <Typography role="status">{t('loading')}</Typography>}
      {page.error && <Alert severity="error">{refusal(page.error, language, t('failed'))}</Alert>}
      {page.data?.groups.length === 0 && <Typography>{t('empty')}</Typography>}
      <List aria-label={t('listLabel')} sx={{ p: 0 }}>
        {page.data?.groups.map((group) => <GroupRow key={group.id} group={group} />)}
      </List>
      {page.data && page.data.total > MESSAGING_PAGE_SIZE && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1 }}>
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - MESSAGING_PAGE_SIZE))}>
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
            onClick={() => setOffset(offset + MESSAGING_PAGE_SIZE)}
          >
            {t('next')}
          </Button>
        </Stack>
      )}
    </Box>
  );
});

export default OutboxGroupsPage;
