// A participant's own plans (issue 28 item 2): per plan its parcels, the next sends and what was sent,
// each questionnaire linking to its page. Only the participant's own (GET /api/plans/mine).
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useAppTranslation, usePageHeader } from '@portal/sdk';
import { PlanSchedule } from './PlanSchedule';
import { useOwnPlans } from './plans-api';
import { plansTexts } from './plans-texts';

export function MyPlans() {
  const { t } = useAppTranslation(plansTexts);
  const plans = useOwnPlans();
  usePageHeader({ title: t('myPlans') });
  if (plans.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (plans.error) return <Alert severity="error">{t('failed')}</Alert>;
  if (plans.data.plans.length === 0) return <Typography>{t('noOwnPlans')}</Typography>;
  return (
    <Stack spacing={3}>
      {plans.data.plans.map((detail) => {
        const titles = detail.plan.parcels.map((p) => p.title).join(', ');
        return (
          <Box
            key={detail.plan.id}
            component="article"
            aria-label={t('ownPlanOf', { parcels: titles })}
            data-own-plan={detail.plan.id}
            sx={{ overflowWrap: 'anywhere' }}
          >
            <Typography component="h2" variant="h5">
              {t('parcels')}: {titles}
            </Typography>
            <PlanSchedule detail={detail} idPrefix={`own-plan-${detail.plan.id}`} />
          </Box>
        );
      })}
    </Stack>
  );
}
