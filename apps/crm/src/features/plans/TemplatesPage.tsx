// page:time-plan-templates (route timePlanTemplates, staff): the templates a time plan starts from,
// each a week of planned hours and a length in weeks; links to a new one and each one's edit page.
import { Route } from 'react-router';
import { Link, ListItem, ListItemText } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, useHref, type PageProps } from '@portal/sdk';
import { useTemplates, type PlanTemplate } from './plan-api';
import { useWeekSummary } from './plan-parts';
import { PlanListFrame } from './PlanListFrame';
import { planTexts } from './plan-texts';

function TemplateRow({ template }: { template: PlanTemplate }) {
  const { t } = useAppTranslation(planTexts);
  const href = useHref({ route: 'timePlanTemplateEdit', params: { templateId: template.id } });
  const summary = useWeekSummary();
  return (
    <ListItem divider disableGutters data-template={template.name}>
      <ListItemText
        primary={<Link href={href}>{template.name}</Link>}
        secondary={[
          t('weeksCount', { count: template.weeks }),
          summary(template.dayMinutes),
          template.description,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </ListItem>
  );
}

function TemplateList() {
  const { t } = useAppTranslation(planTexts);
  const templates = useTemplates();
  return (
    <PlanListFrame
      title={t('templatesTitle')}
      newLabel={t('newTemplate')}
      newTarget={{ route: 'timePlanTemplateCreate' }}
      otherLabel={t('plansLink')}
      otherTarget={{ route: 'timePlans' }}
      state={{
        isPending: templates.isPending,
        isError: templates.isError,
        isEmpty: templates.data?.length === 0,
      }}
      emptyText={t('noTemplates')}
    >
      {templates.data?.map((template) => (
        <TemplateRow key={template.id} template={template} />
      ))}
    </PlanListFrame>
  );
}

export default definePage(function TemplatesPage(_props: PageProps) {
  const { t } = useAppTranslation(planTexts);
  return (
    <PageRoutes app="crm" notFound={<p>{t('notFound')}</p>}>
      <Route index element={<TemplateList />} />
    </PageRoutes>
  );
});
