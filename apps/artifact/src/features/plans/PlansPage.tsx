// Route "plans" (issue 28 item 2): the plan page with its own screens: /plans (the list), /plans/new,
// /plans/<id> (one plan). A participant gets their own plans instead (MyPlans).
import { Route } from 'react-router';
import { Typography } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, useUserContext, type PageProps } from '@portal/sdk';
import { MyPlans } from './MyPlans';
import { PlanDetail } from './PlanDetail';
import { PlanForm } from './PlanForm';
import { PlanList } from './PlanList';
import { plansTexts } from './plans-texts';

const PlansPage = definePage(function PlansPage({ basePath }: PageProps) {
  const { t } = useAppTranslation(plansTexts);
  const { user } = useUserContext();
  // A participant sees their own plans only (the staff's screens answer them 403).
  if (user.role === 'participant') return <MyPlans />;
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<PlanList basePath={basePath} />} />
      <Route path="new" element={<PlanForm basePath={basePath} />} />
      <Route path=":id" element={<PlanDetail basePath={basePath} />} />
    </PageRoutes>
  );
});

export default PlansPage;
