// One inbox item on its own screen: marked read when opened, with what it is about, who shared it
// and their note, a link to the questionnaire or the participant's documents, mark unread, and
// share it on with a colleague.
import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useAppTranslation, useNavigate, usePageHeader, useShell } from '@portal/sdk';
import { ShareForm, shareTexts } from '../share';
import { refusalText, useInboxItem, useInboxWrites } from './inbox-api';
import { inboxTexts } from './inbox-texts';

export function InboxItemView({ basePath }: { basePath: string }) {
  const { t, language, locale } = useAppTranslation(inboxTexts);
  const share = useAppTranslation(shareTexts);
  const { user } = useShell();
  const navigate = useNavigate();
  const id = Number(useParams().itemId);
  const item = useInboxItem(id);
  const { markRead } = useInboxWrites();
  const [sharing, setSharing] = useState(false);
  const [sharedWith, setSharedWith] = useState<string | null>(null);
  usePageHeader({ title: item.data?.title ?? t('title'), backTo: basePath });
  const unread = item.data !== undefined && !item.data.read;
  useEffect(() => {
    if (unread) markRead.mutate({ id, read: true });
    // Once per opening of an unread item.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- markRead is a new object each render
  }, [id, unread]);
  if (item.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (item.error) return <Alert severity="error">{refusalText(item.error, language, t('notFound'))}</Alert>;
  const it = item.data;
  const recipientQuery = it.participant
    ? { user_context: 'RECIPIENT', selected_patient_id: it.participant.id }
    : undefined;
  return (
    <Box data-testid="inbox-item" sx={{ maxWidth: 720 }}>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {it.title}
      </Typography>
      <Typography color="text.secondary">
        {t(`kind_${it.kind}`)} ·{' '}
        {new Date(it.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
      </Typography>
      {it.participant && <Typography>{t('about', { name: it.participant.name })}</Typography>}
      {it.from && <Typography>{t('sharedBy', { name: it.from.name })}</Typography>}
      {it.note && (
        <Box component="blockquote" sx={{ m: 0, my: 1, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          {it.kind === 'qnr_rejected' && (
            <Typography variant="body2" color="text.secondary">
              {t('declineReasonLabel')}
            </Typography>
          )}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inbox-note">
            {it.note}
          </Typography>
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {it.queryId !== null && (
          <Button
            variant="contained"
            onClick={() =>
              navigate({ route: 'qnrViewDetail', params: { qnrId: it.queryId! }, query: recipientQuery })
            }
          >
            {t('openQuestionnaire')}
          </Button>
        )}
        {it.documentId !== null && it.participant && (
          <Button variant="contained" onClick={() => navigate({ route: 'documents', query: recipientQuery })}>
            {t('openDocuments')}
          </Button>
        )}
        <Button onClick={() => markRead.mutate({ id, read: false }, { onSuccess: () => navigate(basePath) })}>
          {t('markUnread')}
        </Button>
        {user.role !== 'participant' && (it.queryId !== null || it.documentId !== null) && (
          <Button onClick={() => setSharing(true)}>{share.t('shareWith')}</Button>
        )}
      </Stack>
      {sharedWith !== null && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {share.t('shared', { name: sharedWith })}
        </Alert>
      )}
      {sharing && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={<Typography role="status">{t('loading')}</Typography>}>
            <ShareForm
              item={it.queryId !== null ? { queryId: it.queryId } : { documentId: it.documentId! }}
              onDone={(name) => {
                setSharing(false);
                setSharedWith(name);
              }}
              onCancel={() => setSharing(false)}
            />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
