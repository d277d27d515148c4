// page:time-plans (route timePlans, staff): the tenant's time plans, each a participant's planned
// hours per weekday over a period, current ones first; links to a new one, each one's edit page
// (with its week grid) and the templates.
import { Route } from 'react-router';
import { Alert, Box, Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  PageRoutes,
  definePage,
  useAppTranslation,
  useHref,
  useNavigate,
  usePageHeader,
  type PageProps,
} from '@portal/sdk';
import { usePlans, type TimePlan } from './plan-api';
import { useWeekSummary } from './plan-parts';
import { planTexts } from './plan-texts';

function PlanRow({ plan }: { plan: TimePlan }) {
  const href = useHref({ route: 'timePlanEdit', params: { timePlanId: plan.id } });
  const summary = useWeekSummary();
  return (
    <ListItem divider disableGutters data-plan={plan.title}>
      <ListItemText
        primary={
          <Link href={href}>
            {plan.recipientName}: {plan.title}
          </Link>
        }
        secondary={[`${plan.startsOn} – ${plan.endsOn}`, plan.organizationName, summary(plan.dayMinutes)]
          .filter(Boolean)
          .join(' · ')}
      />
    </ListItem>
  );
}

function PlanList() {
  const { t } = useAppTranslation(planTexts);
  usePageHeader({ title: t('plansTitle') });
  const navigate = useNavigate();
  const plans = usePlans();
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => navigate({ route: 'timePlanCreate' })}>
          {t('newPlan')}
        </Button>
        <Button variant="outlined" onClick={() => navigate({ route: 'timePlanTemplates' })}>
          {t('templatesLink')}
        </Button>
      </Stack>
      {plans.isPending && <Typography>{t('loading')}</Typography>}
      {plans.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
      {plans.data?.length === 0 && <Typography>{t('noPlans')}</Typography>}
      <List aria-label={t('plansTitle')}>
        {plans.data?.map((plan) => (
          <PlanRow key={plan.id} plan={plan} />
        ))}
      </List>
    </Box>
  );
}

export default definePage(function TimePlansPage(_props: PageProps) {
  const { t } = useAppTranslation(planTexts);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<PlanList />} />
    </PageRoutes>
  );
});
