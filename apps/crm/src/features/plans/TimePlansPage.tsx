// page:time-plans (route timePlans, staff): the tenant's time plans, each a participant's planned
// hours per weekday over a period, current ones first; links to a new one, each one's edit page
// (with its week grid) and the templates.
import { Route } from 'react-router';
import { Link, ListItem, ListItemText } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, useHref, type PageProps } from '@portal/sdk';
import { usePlans, type TimePlan } from './plan-api';
import { useWeekSummary } from './plan-parts';
import { PlanListFrame } from './PlanListFrame';
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
  const plans = usePlans();
  return (
    <PlanListFrame
      title={t('plansTitle')}
      newLabel={t('newPlan')}
      newTarget={{ route: 'timePlanCreate' }}
      otherLabel={t('templatesLink')}
      otherTarget={{ route: 'timePlanTemplates' }}
      state={{ isPending: plans.isPending, isError: plans.isError, isEmpty: plans.data?.length === 0 }}
      emptyText={t('noPlans')}
    >
      {plans.data?.map((plan) => (
        <PlanRow key={plan.id} plan={plan} />
      ))}
    </PlanListFrame>
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
