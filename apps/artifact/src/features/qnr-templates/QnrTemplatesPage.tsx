// Issue 13.1-13.2, route "questionnaire templates" (/qnr-templates): the templates list and the
// designer, each a screen of the page's own routes:
// /qnr-templates (the list), /qnr-templates/new, /qnr-templates/<id> (design one).
import { Route, useParams } from 'react-router';
import { Typography } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, usePageHeader, type PageProps } from '@portal/sdk';
import { TemplateList } from './TemplateList';
import { Designer } from './designer/Designer';
import { qnrTemplatesTexts } from './qnr-templates-texts';

function ListScreen({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  usePageHeader({ title: t('pageTitle') });
  return <TemplateList basePath={basePath} />;
}

function DesignScreen({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { id } = useParams();
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) return <Typography role="alert">{t('notFound')}</Typography>;
  return <Designer key={id} basePath={basePath} templateId={Number(id)} />;
}

const QnrTemplatesPage = definePage(function QnrTemplatesPage({ basePath }: PageProps) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<ListScreen basePath={basePath} />} />
      <Route path="new" element={<Designer key="new" basePath={basePath} templateId={null} />} />
      <Route path=":id" element={<DesignScreen basePath={basePath} />} />
    </PageRoutes>
  );
});

export default QnrTemplatesPage;
export { QnrTemplatesPage };
