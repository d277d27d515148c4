// Questionnaire list, send and workspace pages (issue 13.4, 13.5, 13.7): without SurveyJS, so
// these pages load small.
import { Typography } from '@mui/material';
import { Route } from 'react-router';
import { PageRoutes, definePage, useAppTranslation, type PageProps } from '@portal/sdk';
import { AnswersTable } from './AnswersTable';
import { QnrList } from './QnrList';
import { QnrWorkspace } from './QnrWorkspace';
import { SendOrders } from './SendOrders';
import { qnrTexts } from './qnr-texts';

const idOf = (value: string | undefined) =>
  value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : null;

/** All questionnaires, and under it a template's answers table (answers/:templateId, issue 26 item 8). */
export const AllQnrsPage = definePage(function AllQnrsPage() {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <PageRoutes app="artifact" notFound={<Typography role="alert">{t('notFound')}</Typography>}>
      <Route index element={<QnrList title={t('allTitle')} />} />
      <Route path="answers/:templateId" element={<AnswersTable />} />
    </PageRoutes>
  );
});

export const ManageQnrsPage = definePage(function ManageQnrsPage() {
  const { t } = useAppTranslation(qnrTexts);
  return <QnrList title={t('manageTitle')} manage />;
});

export const SendOrdersPage = definePage(function SendOrdersPage({ query }: PageProps) {
  const template = idOf(query.template);
  return <SendOrders presetTemplateIds={template ? [template] : []} context={query.qnr_context ?? null} />;
});

export const QnrModulePage = definePage(function QnrModulePage({ params, query, basePath }: PageProps) {
  const { t } = useAppTranslation(qnrTexts);
  if (!params.module) return <Typography>{t('noContexts')}</Typography>;
  return <QnrWorkspace module={params.module} qnrContext={query.qnr_context} basePath={basePath} />;
});

export { ShareQnrsDialog, ShareQnrsPage } from './ShareQnrs';
