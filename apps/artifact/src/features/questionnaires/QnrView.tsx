// One questionnaire (qnr-view/:qnrId, issue 13.6 and 13.7): the participant answers it here; staff
// read its answers (on one page, in words: AnswersOnePage), history and errors, fill it in on the participant's behalf, export the PDF and
// manage it (archive, delete, hide, share, seen, send again). The SurveyJS screens are their own
// chunk, loading while the questionnaire's data comes (survey-views-loader.ts).
import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  DateField,
  useAppTranslation,
  useNavigate,
  useNotify,
  usePageHeader,
  useShell,
  useUserContext,
} from '@portal/sdk';
import { AllAnswersLink, AnswersOnePage } from './AnswersOnePage';
import { QnrHistory } from './QnrHistory';
import {
  downloadPdf,
  qnrDetailQuery,
  refusalText,
  useQnrApi,
  type ManageAction,
  type QnrDetail,
} from './qnr-api';
import { minuteStyle, qnrTexts } from './qnr-texts';
import { useSurveyViews } from './survey-views-loader';

/** While the SurveyJS chunk loads. */
function SurveyLoading() {
  const { t } = useAppTranslation(qnrTexts);
  return <Typography role="status">{t('loading')}</Typography>;
}

/** The answers, read only, once SurveyJS is in. */
export function ReadOnlyAnswers({ detail }: { detail: QnrDetail }) {
  const views = useSurveyViews();
  return views ? <views.ReadOnlyAnswers detail={detail} /> : <SurveyLoading />;
}

function Answering({ detail, onChanged }: { detail: QnrDetail; onChanged: () => void }) {
  const views = useSurveyViews();
  return views ? <views.QnrAnswer detail={detail} onChanged={onChanged} /> : <SurveyLoading />;
}

function StaffActions({ detail, onChanged }: { detail: QnrDetail; onChanged: () => void }) {
  const { t, language } = useAppTranslation(qnrTexts);
  const api = useQnrApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const q = detail.questionnaire;
  const [resendUntil, setResendUntil] = useState('');
  const run = async (action: ManageAction) => {
    try {
      await api.manage(q.id, action);
      notify({ severity: 'success', message: t('done') });
      if (action.action === 'delete') navigate({ route: 'manageQnrs' });
      onChanged();
    } catch (error) {
      notify({ severity: 'error', message: refusalText(error, language, t('error_general')) });
    }
  };
  const button = (label: string, action: ManageAction, show = true) =>
    show && (
      <Button
        key={label}
        variant="outlined"
        size="small"
        sx={{ minHeight: 40 }}
        onClick={() => void run(action)}
      >
        {label}
      </Button>
    );
  return (
    <Stack direction="row" aria-label={t('actions')} role="group" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
      <Button
        variant="contained"
        size="small"
        sx={{ minHeight: 40 }}
        onClick={async () => {
          try {
            downloadPdf(await api.pdf(q.id, language));
          } catch (error) {
            notify({ severity: 'error', message: refusalText(error, language, t('error_general')) });
          }
        }}
      >
        {t('downloadPdf')}
      </Button>
      {button(t('sendNow'), { action: 'send' }, q.status === 'DRAFT')}
      {button(q.seen_by_therapist ? t('markUnseen') : t('markSeen'), {
        action: q.seen_by_therapist ? 'unseen' : 'seen',
      })}
      {button(q.share_with_recipient ? t('unshare') : t('share'), {
        action: q.share_with_recipient ? 'unshare' : 'share',
      })}
      {button(q.hide_for_patient ? t('unhide') : t('hide'), {
        action: q.hide_for_patient ? 'unhide' : 'hide',
      })}
      {button(t('archive'), { action: 'archive' }, q.status !== 'ARCHIVED')}
      <Button
        color="error"
        variant="outlined"
        size="small"
        sx={{ minHeight: 40 }}
        onClick={() => {
          if (window.confirm(t('confirmDelete', { title: q.title }))) void run({ action: 'delete' });
        }}
      >
        {t('delete')}
      </Button>
      {q.status === 'EXPIRED' && (
        <Stack sx={{ gap: 1, alignItems: 'center' }} direction="row">
          <DateField size="small" label={t('resendUntil')} value={resendUntil} onChange={setResendUntil} />
          <Button
            size="small"
            variant="outlined"
            disabled={!resendUntil}
            onClick={() =>
              void run({ action: 'resend', valid_to: new Date(`${resendUntil}T23:59:00`).toISOString() })
            }
          >
            {t('resend')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The participant's words with a decline (issue 33.6): staff read why; the participant sees what they wrote. */
function RejectReason({ reason }: { reason: string | null }) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <Typography
      variant="body2"
      data-testid="qnr-reject-reason"
      sx={{ my: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {reason === null ? t('rejectedNoReason') : t('rejectedReason', { reason })}
    </Typography>
  );
}

export function QnrView({ qnrId, compact = false }: { qnrId: number; compact?: boolean }) {
  const { t, locale } = useAppTranslation(qnrTexts);
  const { user } = useUserContext();
  const api = useQnrApi();
  const { api: client } = useShell();
  const staff = user.role !== 'participant';
  const [tab, setTab] = useState(0);
  const [filling, setFilling] = useState(false);
  const detail = useQuery(qnrDetailQuery(client, qnrId));
  usePageHeader({ title: detail.data?.questionnaire.title });
  if (detail.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (detail.error) return <Typography role="alert">{t('notFound')}</Typography>;
  const d = detail.data;
  const q = d.questionnaire;
  const changed = () => void api.refresh();
  const answering = d.can_answer && (!staff || filling);
  return (
    <Box sx={{ maxWidth: 900 }} data-testid="qnr-view" data-status={q.status}>
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {q.title}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Chip label={t(`status_${q.status}`)} data-testid="qnr-status" />
        {staff && q.patient_name && (
          <Typography variant="body2">
            {t('participant')}: {q.patient_name}
          </Typography>
        )}
        {q.valid_to && (
          <Typography variant="body2">
            {t('validTo', { date: new Date(q.valid_to).toLocaleString(locale, minuteStyle) })}
          </Typography>
        )}
      </Stack>
      {staff && !compact && <StaffActions detail={d} onChanged={changed} />}
      {staff && !compact && <AllAnswersLink templateId={d.model.templateId} />}
      {q.status === 'REJECTED' && <RejectReason reason={q.reject_reason} />}
      {staff && d.can_answer && (
        <Button
          sx={{ mb: 1, minHeight: 44 }}
          variant={filling ? 'text' : 'outlined'}
          onClick={() => setFilling(!filling)}
        >
          {filling ? t('stopFilling') : t('fillOnBehalf')}
        </Button>
      )}
      {answering ? (
        <Answering detail={d} onChanged={changed} />
      ) : (
        <>
          {!staff && q.status === 'ANSWERED' && (
            <Alert severity="success" sx={{ mb: 1 }}>
              {t('submitted')}
            </Alert>
          )}
          {!staff && q.status === 'REJECTED' && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('rejected')}
            </Alert>
          )}
          {!d.can_answer &&
            !staff &&
            (q.status === 'SENT' || q.status === 'STARTED' || q.status === 'EXPIRED') && (
              <Alert severity="info">{t('notAnswerable')}</Alert>
            )}
          {staff && !compact ? (
            <>
              <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label={t('actions')}>
                <Tab label={t('answers')} id="qnr-tab-0" aria-controls="qnr-panel-0" />
                <Tab label={t('history')} id="qnr-tab-1" aria-controls="qnr-panel-1" />
              </Tabs>
              <Box role="tabpanel" id={`qnr-panel-${tab}`} aria-labelledby={`qnr-tab-${tab}`} sx={{ pt: 1 }}>
                {tab === 0 ? <AnswersOnePage detail={d} /> : <QnrHistory qnrId={q.id} />}
              </Box>
            </>
          ) : staff ? (
            <AnswersOnePage detail={d} />
          ) : (
            <ReadOnlyAnswers detail={d} />
          )}
        </>
      )}
    </Box>
  );
}
