// Issue 13.1-13.2, route "questionnaire templates" (/qnr-templates): the templates list and the
// designer, each a screen of the page's own routes:
// /qnr-templates (the list), /qnr-templates/new, /qnr-templates/<id> (design one). The list's
// address takes §2.3's `qnr_template=<id>` (that template) and `anonymous=true` (the templates of
// anonymous questionnaires), see LinkedTemplates.
import { Route, useParams } from 'react-router';
import { Typography } from '@mui/material';
import { PageRoutes, definePage, useAppTranslation, usePageHeader, type PageProps } from '@portal/sdk';
import { AnonymousTemplates, LinkedTemplate, linkedIdOf } from './LinkedTemplates';
import { TemplateList } from './TemplateList';
import { Designer } from './designer/Designer';
import { qnrTemplatesTexts } from './qnr-templates-texts';

function ListScreen({ basePath, query }: { basePath: string; query: PageProps['query'] }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const anonymous = query.anonymous === 'true';
  usePageHeader({ title: t(anonymous ? 'anonymousTitle' : 'pageTitle') });
  if (anonymous) return <AnonymousTemplates raw={query.qnr_template} />;
  return (
    <>
      <LinkedTemplate raw={query.qnr_template} basePath={basePath} />
      <TemplateList basePath={basePath} selectedId={linkedIdOf(query.qnr_template)} />
    </>
  );
}

function DesignScreen({ basePath }: { basePath: string }) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  const { id } = useParams();
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id)) return <Typography role="alert">{t('notFound')}</Typography>;
  return <Designer key={id} basePath={basePath} templateId={Number(id)} />;
}

const QnrTemplatesPage = definePage(function QnrTemplatesPage({ basePath, query }: PageProps) {
  const { t } = useAppTranslation(qnrTemplatesTexts);
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<ListScreen basePath={basePath} query={query} />} />
      <Route path="new" element={<Designer key="new" basePath={basePath} templateId={null} />} />
      <Route path=":id" element={<DesignScreen basePath={basePath} />} />
    </PageRoutes>
  );
});

export default QnrTemplatesPage;
export { QnrTemplatesPage };
