// §2.3 outbox group detail (/outbox-groups/{outboxGroupId}): the group send's counts and, per
// participant, each item with its status (sent, SMS delivered or failed, opened, answered, expired)
// and its SMS, a failed one with the gateway's reason.
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { definePage, useAppTranslation, useNavigate, useShell, type PageProps } from '@portal/sdk';
import { messagingContract, type OutboxGroupParticipant } from '@portal/rules';
import { outboxTexts } from '../outbox';
import { outboxGroupsTexts } from './outbox-groups-texts';
import { refusal } from './refusal';

const BAD: ReadonlySet<string> = new Set(['sms_failed', 'expired', 'rejected']);

function ParticipantItems({ entry }: { entry: OutboxGroupParticipant }) {
  const { t } = useAppTranslation(outboxGroupsTexts);
  const status = useAppTranslation(outboxTexts);
  const name = entry.participant.name;
  return (
    <Box component="section" aria-label={name} data-testid="outbox-group-participant" sx={{ mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
        {name}
      </Typography>
      {entry.items.length === 0 && <Typography color="text.secondary">{t('nothingYet')}</Typography>}
      <Box component="ul" aria-label={t('itemsOf', { name })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entry.items.map((item) => (
          <Box
            component="li"
            key={`${item.kind}-${item.id}`}
            data-testid="outbox-group-item"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 0.5 }}
          >
            <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {item.title}
            </Typography>
            <Typography component="span" color="text.secondary">
              {t(`kind_${item.kind}`)}
            </Typography>
            <Chip
              size="small"
              label={status.t(`status_${item.status}`)}
              color={BAD.has(item.status) ? 'error' : item.status === 'answered' ? 'success' : 'default'}
              data-testid="outbox-group-status"
            />
            {item.sms && (
              <Chip
                size="small"
                variant="outlined"
                color={item.sms.status === 'failed' ? 'error' : 'default'}
                data-testid="outbox-group-sms"
                label={
                  item.sms.status === 'failed' && item.sms.reason
                    ? t('smsReason', { reason: item.sms.reason })
                    : t(`sms_${item.sms.status}`)
                }
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export const OutboxGroupPage = definePage(function OutboxGroupPage({ params }: PageProps) {
  const { t, language, locale } = useAppTranslation(outboxGroupsTexts);
  const { api } = useShell();
  const navigate = useNavigate();
  const id = Number(params.outboxGroupId);
  const detail = useQuery({
    queryKey: ['artifact', 'outbox-group', id],
    queryFn: () => api.call(messagingContract.outboxGroup, { params: { id } }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
  const back = (
    <Button onClick={() => navigate({ route: 'outboxGroups' })} sx={{ mb: 1 }}>
      {t('back')}
    </Button>
  );
  if (detail.error || !(id > 0))
    return (
      <Box>
        {back}
        <Alert severity="error">{refusal(detail.error, language, t('failed'))}</Alert>
      </Box>
    );
  if (!detail.data) return <Typography role="status">{t('loading')}</Typography>;
  const { group, participants } = detail.data;
  const failed = participants.flatMap((p) => p.items).filter((i) => i.sms?.status === 'failed').length;
  return (
    <Box data-testid="outbox-group" sx={{ maxWidth: 840 }}>
      {back}
      <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {group.title}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography color="text.secondary">
          {t('counts', { files: group.fileCount, queries: group.queryCount, users: group.userCount })}
          {' · '}
          {t('sentOn', { date: new Date(group.createdAt).toLocaleDateString(locale) })}
        </Typography>
        {failed > 0 && <Chip size="small" color="error" label={t('failedCount', { count: failed })} />}
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('participants')}
      </Typography>
      {participants.map((entry) => (
        <ParticipantItems key={entry.participant.id} entry={entry} />
      ))}
    </Box>
  );
});

export default OutboxGroupPage;
