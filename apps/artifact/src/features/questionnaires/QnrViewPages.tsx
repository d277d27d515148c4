// The questionnaire view pages (issue 13.6, 13.7: qnr-view, qnr-view/:qnrId, the widget and print
// variants). SurveyJS comes in its own chunk (survey-views-loader.ts), in parallel with the data.
import { Suspense, lazy } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  definePage,
  useAppTranslation,
  usePageHeader,
  useShell,
  useUserContext,
  type PageProps,
} from '@portal/sdk';
import { AnswersOnePage } from './AnswersOnePage';
import { QnrView, ReadOnlyAnswers } from './QnrView';
import { qnrDetailQuery, qnrIdOf } from './qnr-api';
import { qnrTexts } from './qnr-texts';

// The list (qnr-view without an id) in its own chunk: opening one questionnaire does not evaluate
// the list and its table (issue 13 figure).
const QnrList = lazy(() => import('./QnrList').then((m) => ({ default: m.QnrList })));

export const QnrViewPage = definePage(function QnrViewPage({ params, query }: PageProps) {
  const { t } = useAppTranslation(qnrTexts);
  const id = qnrIdOf(params.qnrId ?? query.qnrId);
  if (id === null)
    return (
      <Suspense fallback={<Typography role="status">{t('loading')}</Typography>}>
        <QnrList title={t('allTitle')} />
      </Suspense>
    );
  return <QnrView qnrId={id} />;
});

export const QnrViewWidgetPage = definePage(function QnrViewWidgetPage({ params, query }: PageProps) {
  const { t } = useAppTranslation(qnrTexts);
  const id = qnrIdOf(params.qnrId ?? query.qnrId ?? query.id);
  if (id === null) return <Typography>{t('notFound')}</Typography>;
  return <QnrView qnrId={id} compact />;
});

/** A print-friendly view of one questionnaire's answers (qnr-view-print?qnrId=…). */
export const QnrViewPrintPage = definePage(function QnrViewPrintPage({ query }: PageProps) {
  const { t } = useAppTranslation(qnrTexts);
  const { api } = useShell();
  const staff = useUserContext().user.role !== 'participant';
  const id = qnrIdOf(query.qnrId ?? query.id);
  const detail = useQuery({ ...qnrDetailQuery(api, id ?? 0), enabled: id !== null });
  usePageHeader({ title: detail.data?.questionnaire.title });
  if (id === null || detail.error) return <Typography role="alert">{t('notFound')}</Typography>;
  if (!detail.data) return <Typography role="status">{t('loading')}</Typography>;
  return (
    <Box>
      <Typography component="h1" variant="h5">
        {detail.data.questionnaire.title}
      </Typography>
      <Button onClick={() => window.print()} sx={{ displayPrint: 'none', my: 1 }}>
        {t('downloadPdf')}
      </Button>
      {staff ? <AnswersOnePage detail={detail.data} /> : <ReadOnlyAnswers detail={detail.data} />}
    </Box>
  );
});
