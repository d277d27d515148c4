// Issue 31 item 2: what the staff member sent (questionnaires, documents, parcels, invitations),
// newest first, each with its status (sent, SMS delivered or failed, opened, answered, expired);
// send the SMS again, withdraw where the item allows, share a questionnaire or document on.
import { Suspense, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppTranslation, useShell } from '@portal/sdk';
import {
  MESSAGING_PAGE_SIZE,
  OUTBOX_KINDS,
  messagingContract,
  type LocalizedText,
  type OutboxItem,
  type OutboxKind,
} from '@portal/rules';
import { ShareForm, shareTexts } from '../share';
import { outboxTexts } from './outbox-texts';

const FAILED: ReadonlySet<string> = new Set(['sms_failed', 'expired', 'rejected']);

function refusal(error: unknown, language: 'en' | 'no', fallback: string) {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}

function useOutboxAction() {
  const { api, queryClient } = useShell();
  return useMutation({
    mutationFn: ({ item, action }: { item: OutboxItem; action: 'resend' | 'withdraw' }) =>
      api.call(action === 'resend' ? messagingContract.resend : messagingContract.withdraw, {
        params: { kind: item.kind as 'questionnaire' | 'document', id: item.id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['artifact', 'outbox'] }),
  });
}

function OutboxRow({ item, onMessage }: { item: OutboxItem; onMessage: (text: string) => void }) {
  const { t, language, locale } = useAppTranslation(outboxTexts);
  const share = useAppTranslation(shareTexts);
  const action = useOutboxAction();
  const [sharing, setSharing] = useState(false);
  const run = (what: 'resend' | 'withdraw') => {
    if (what === 'withdraw' && !window.confirm(t('confirmWithdraw', { title: item.title }))) return;
    action.mutate(
      { item, action: what },
      {
        onSuccess: () => onMessage(t(what === 'resend' ? 'resent' : 'withdrawn')),
        onError: (error) => onMessage(refusal(error, language, t('actionFailed'))),
      },
    );
  };
  const shareItem =
    item.kind === 'questionnaire'
      ? { queryId: item.id }
      : item.documentId
        ? { documentId: item.documentId }
        : null;
  return (
    <ListItem divider data-testid="outbox-row" sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <ListItemText
          primary={
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Box>
          }
          secondary={[
            t(`kind_${item.kind}`),
            item.participant?.name,
            t('sentAt', { date: new Date(item.sentAt).toLocaleDateString(locale) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <Chip
          size="small"
          label={t(`status_${item.status}`)}
          color={FAILED.has(item.status) ? 'error' : item.status === 'answered' ? 'success' : 'default'}
          data-testid="outbox-status"
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {item.canResend && (
            <Button size="small" onClick={() => run('resend')} disabled={action.isPending}>
              {t('resend')}
            </Button>
          )}
          {item.canWithdraw && (
            <Button size="small" onClick={() => run('withdraw')} disabled={action.isPending}>
              {t('withdraw')}
            </Button>
          )}
          {shareItem && (
            <Button size="small" onClick={() => setSharing(!sharing)} aria-expanded={sharing}>
              {t('share')}
            </Button>
          )}
        </Stack>
      </Stack>
      {sharing && shareItem && (
        <Box sx={{ mt: 1, mb: 1 }}>
          <Suspense fallback={<Typography role="status">{t('loading')}</Typography>}>
            <ShareForm
              item={shareItem}
              onDone={(name) => {
                setSharing(false);
                onMessage(share.t('shared', { name }));
              }}
              onCancel={() => setSharing(false)}
            />
          </Suspense>
        </Box>
      )}
    </ListItem>
  );
}

export function OutboxList() {
  const { t, language } = useAppTranslation(outboxTexts);
  const { api } = useShell();
  const [kind, setKind] = useState<OutboxKind | ''>('');
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const page = useQuery({
    queryKey: ['artifact', 'outbox', kind, offset],
    queryFn: () => api.call(messagingContract.outbox, { query: { kind: kind || undefined, offset } }),
  });
  return (
    <Box data-testid="outbox">
      <TextField
        select
        size="small"
        label={t('kind')}
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as OutboxKind | '');
          setOffset(0);
        }}
        sx={{ minWidth: 200, mb: 2 }}
      >
        <MenuItem value="">{t('anyKind')}</MenuItem>
        {OUTBOX_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`kind_${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {message && (
        <Alert severity="info" role="status" onClose={() => setMessage(null)} sx={{ mb: 1 }}>
          {message}
        </Alert>
      )}
      {page.isPending && <Typography role="status">{t('loading')}</Typography>}
      {page.error && <Alert severity="error">{refusal(page.error, language, t('failed'))}</Alert>}
      {page.data?.items.length === 0 && <Typography>{t('empty')}</Typography>}
      <List aria-label={t('listLabel')} sx={{ p: 0 }}>
        {page.data?.items.map((item) => (
          <OutboxRow key={`${item.kind}-${item.id}`} item={item} onMessage={setMessage} />
        ))}
      </List>
      {page.data && page.data.total > MESSAGING_PAGE_SIZE && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1 }}>
          <Button
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - MESSAGING_PAGE_SIZE))}
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
            onClick={() => setOffset(offset + MESSAGING_PAGE_SIZE)}
          >
            {t('next')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
