// page:time-plan-templates (route timePlanTemplates, staff): the templates a time plan starts from,
// each a week of planned hours and a length in weeks; links to a new one and each one's edit page.
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
import { useTemplates, type PlanTemplate } from './plan-api';
import { useWeekSummary } from './plan-parts';
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
  usePageHeader({ title: t('templatesTitle') });
  const navigate = useNavigate();
  const templates = useTemplates();
  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => navigate({ route: 'timePlanTemplateCreate' })}>
          {t('newTemplate')}
        </Button>
        <Button variant="outlined" onClick={() => navigate({ route: 'timePlans' })}>
          {t('plansLink')}
        </Button>
      </Stack>
      {templates.isPending && <Typography>{t('loading')}</Typography>}
      {templates.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
      {templates.data?.length === 0 && <Typography>{t('noTemplates')}</Typography>}
      <List aria-label={t('templatesTitle')}>
        {templates.data?.map((template) => (
          <TemplateRow key={template.id} template={template} />
        ))}
      </List>
    </Box>
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
