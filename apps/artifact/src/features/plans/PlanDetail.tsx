// One plan (issue 28 item 2): the next sends and every send with its questionnaires' statuses, each
// questionnaire linking to its own page; the plan can be ended.
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useAppTranslation, useNavigate, usePageHeader, useShellEvents } from '@portal/sdk';
import { PlanEvents } from './PlanEvents';
import { PlanSchedule } from './PlanSchedule';
import { usePlan, usePlanWrites } from './plans-api';
import { plansTexts } from './plans-texts';

export function PlanDetail({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(plansTexts);
  const id = Number(useParams().id);
  const plan = usePlan(id);
  const writes = usePlanWrites();
  const navigate = useNavigate();
  const events = useShellEvents();
  const [confirming, setConfirming] = useState(false);
  usePageHeader({ title: plan.data?.plan.recipientName ?? t('title'), backTo: basePath });
  if (plan.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (plan.error) return <Alert severity="error">{t('notFound')}</Alert>;
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
      <PlanSchedule detail={plan.data} idPrefix="plan" />
      {!plan.data.plan.isBlueprint && (
        <PlanEvents planId={id} linked={plan.data.events.map((e) => e.id)} />
      )}
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
