// Route "plans" (issue 28 item 2): the plan page with its own screens: /plans (the list), /plans/new,
// /plans/<id> (one plan).
import { Route } from 'react-router';
import { Typography } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, type PageProps } from '@portal/sdk';
import { PlanDetail } from './PlanDetail';
import { PlanForm } from './PlanForm';
import { PlanList } from './PlanList';
import { plansTexts } from './plans-texts';

const PlansPage = definePage(function PlansPage({ basePath }: PageProps) {
  const { t } = useAppTranslation(plansTexts);
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<PlanList basePath={basePath} />} />
      <Route path="new" element={<PlanForm basePath={basePath} />} />
      <Route path=":id" element={<PlanDetail basePath={basePath} />} />
    </PageRoutes>
  );
});

export default PlansPage;
