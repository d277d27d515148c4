// One plan (issue 28 item 2): the next sends and every send with its questionnaires' statuses, each
// questionnaire linking to its own page; the plan can be ended.
import { useState } from 'react';
import { Alert, Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useAppTranslation, useHref, useNavigate, usePageHeader, useShellEvents } from '@portal/sdk';
import { formatWhen } from './PlanList';
import { usePlan, usePlanWrites } from './plans-api';
import { plansTexts } from './plans-texts';

function QnrLink({ id, title, status }: { id: number; title: string; status: string }) {
  const { t } = useAppTranslation(plansTexts);
  const href = useHref({ route: 'qnrViewDetail', params: { qnrId: id } });
  return (
    <Typography variant="body2">
      <Link href={href}>{title}</Link> · {t(`status.${status}` as 'status.SENT', { defaultValue: status })}
    </Typography>
  );
}

export function PlanDetail({ basePath }: { basePath: string }) {
  const { t, language } = useAppTranslation(plansTexts);
  const id = Number(useParams().id);
  const plan = usePlan(id);
  const writes = usePlanWrites();
  const navigate = useNavigate();
  const events = useShellEvents();
  const [confirming, setConfirming] = useState(false);
  usePageHeader({ title: plan.data?.plan.recipientName ?? t('title'), backTo: basePath });
  if (plan.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (plan.error) return <Alert severity="error">{t('notFound')}</Alert>;
  const { upcoming, sends } = plan.data;
  const end = async () => {
    await writes.end(id);
    events.emit('snackbar', { message: t('ended') });
    navigate(basePath);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('parcels')}: {plan.data.plan.parcels.map((p) => p.title).join(', ')}
      </Typography>
      <Box component="section" aria-labelledby="plan-upcoming">
        <Typography id="plan-upcoming" component="h2" variant="h6">
          {t('upcoming')}
        </Typography>
        {upcoming.length === 0 ? (
          <Typography color="text.secondary">{t('noUpcoming')}</Typography>
        ) : (
          <List dense>
            {upcoming.map((when) => (
              <ListItem key={when}>{formatWhen(when, language)}</ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box component="section" aria-labelledby="plan-sends">
        <Typography id="plan-sends" component="h2" variant="h6">
          {t('sends')}
        </Typography>
        {sends.length === 0 ? (
          <Typography color="text.secondary">{t('noSends')}</Typography>
        ) : (
          <List>
            {sends.map((send) => (
              <ListItem key={send.occurrence} divider sx={{ display: 'block' }}>
                <Typography sx={{ fontWeight: 600 }}>{formatWhen(send.occurrence, language)}</Typography>
                {send.queries.map((q) => (
                  <QnrLink key={q.id} {...q} />
                ))}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      {!plan.data.plan.isBlueprint && (
        <Box>
          {confirming ? (
            <Stack spacing={1} role="alertdialog" aria-labelledby="plan-end-question">
              <Typography id="plan-end-question">{t('confirmEnd')}</Typography>
              <Stack direction="row" spacing={1}>
                <Button color="error" variant="contained" onClick={() => void end()}>
                  {t('end')}
                </Button>
                <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
              </Stack>
            </Stack>
          ) : (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('end')}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}
