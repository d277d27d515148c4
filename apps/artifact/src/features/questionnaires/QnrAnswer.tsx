// Answering one questionnaire (issue 13.6): phone first, one section a screen when the template
// asks (collapse_all), the template's own validation texts, autosave kept on the device and sent
// again after a lost network or a reload, submit, reject where rejectable, consents first. The survey
// is made in stages (staged-survey.ts): the first screen at once, the rest after the first paint.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Model } from 'survey-core';
import { Survey } from './survey-runtime';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ApiRequestError, useAppTranslation, useUserContext } from '@portal/sdk';
import type { AnswerRow } from '@portal/rules';
import { readDraft, readPage, writePage } from './answer-draft';
import { ConsentStep } from './ConsentStep';
import { refusalText, useQnrApi, type AnswerProblemOut, type QnrDetail } from './qnr-api';
import { qnrTexts } from './qnr-texts';
import { createAnsweringSurvey } from './survey-runtime';
import { fromSurveyData, toSurveyData } from './survey-model';
import { useAutosave, type AutosaveState } from './use-autosave';

function AutosaveLine({ state }: { state: AutosaveState }) {
  const { t, language, locale } = useAppTranslation(qnrTexts);
  const text =
    state.kind === 'saving'
      ? t('saving')
      : state.kind === 'saved'
        ? t('savedAt', {
            time: new Date(state.at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
          })
        : state.kind === 'offline'
          ? t('offline')
          : state.kind === 'refused'
            ? refusalText(state.error, language, t('error_general'))
            : '';
  return (
    <Typography
      role="status"
      aria-live="polite"
      data-testid="autosave-state"
      data-state={state.kind}
      variant="body2"
      color={state.kind === 'refused' ? 'error' : 'text.secondary'}
      sx={{ minHeight: '1.5em' }}
    >
      {text}
    </Typography>
  );
}

// The survey is never rendered again by this screen (its autosave line, its errors): SurveyJS
// re-renders its own parts, and a text input rendered again mid-word must keep what is typed.
const SurveyView = memo(function SurveyView({ model }: { model: Model }) {
  return <Survey model={model} />;
});

/** One survey per questionnaire and language, made in stages; `box` gets `data-built` when all are in. */
function useStagedSurvey(detail: QnrDetail, userId: number, language: 'en' | 'no') {
  const qnrId = detail.questionnaire.id;
  const staged = useMemo(
    () => {
      // The newest of the device's unsent answers and the server's, read when the survey is made;
      // the page this tab was on.
      const draft = readDraft(userId, qnrId);
      return createAnsweringSurvey(detail.model, {
        lang: language,
        data: toSurveyData(detail.model, draft?.pending ? draft.answers : detail.answers),
        pageNo: readPage(userId, qnrId),
      });
    },
    // One survey per questionnaire and language: a refetch of the questionnaire must never replace
    // what is being typed; its data then lives in the survey itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, qnrId],
  );
  // The rest of the questions after the first paint; `data-built` tells a bench when all are in.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => staged.buildInBackground(() => box.current?.setAttribute('data-built', 'all')), [staged]);
  return { survey: staged.survey, box };
}

/** The survey's handlers, added once; they call the newest autosave and submit through a ref. */
function useSurveyHandlers(
  survey: Model,
  detail: QnrDetail,
  userId: number,
  handlers: { change: (answers: AnswerRow[]) => void; submit: (answers: AnswerRow[]) => Promise<void> },
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const changed = () =>
      latest.current.change(fromSurveyData(detail.model, survey.data as Record<string, unknown>));
    const completing = (_: unknown, options: { allow: boolean }) => {
      // The server decides; SurveyJS has checked the required answers with the template's texts.
      options.allow = false;
      void latest.current.submit(fromSurveyData(detail.model, survey.data as Record<string, unknown>));
    };
    const paged = () => writePage(userId, detail.questionnaire.id, survey.currentPageNo);
    survey.onValueChanged.add(changed);
    survey.onCompleting.add(completing);
    survey.onCurrentPageChanged.add(paged);
    return () => {
      survey.onValueChanged.remove(changed);
      survey.onCompleting.remove(completing);
      survey.onCurrentPageChanged.remove(paged);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [survey]);
}

/** Declining, with the participant's reason if they give one. */
function RejectDialog({
  open,
  onClose,
  onReject,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (reason: string | null) => Promise<void>;
}) {
  const { t } = useAppTranslation(qnrTexts);
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="qnr-reject-title">
      <DialogTitle id="qnr-reject-title">{t('reject')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void onReject(reason.trim() || null)}>
          {t('rejectConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The server's problems with a submit, in the user's language. */
function submitProblems(
  error: unknown,
  language: 'en' | 'no',
  t: (key: 'error_network' | 'error_general') => string,
) {
  if (error instanceof ApiRequestError && Array.isArray(error.extra.problems))
    return (error.extra.problems as AnswerProblemOut[]).map((p) => p.messages[language]);
  if (error instanceof ApiRequestError && error.code === 'network') return [t('error_network')];
  return [refusalText(error, language, t('error_general'))];
}

function Problems({ problems }: { problems: string[] }) {
  const { t } = useAppTranslation(qnrTexts);
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }} data-testid="submit-problems">
      {t('fixProblems')}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </Box>
    </Alert>
  );
}

export function QnrAnswer({ detail, onChanged }: { detail: QnrDetail; onChanged: () => void }) {
  const { t, language } = useAppTranslation(qnrTexts);
  const { user } = useUserContext();
  const api = useQnrApi();
  const q = detail.questionnaire;
  const isParticipant = user.role === 'participant';
  const [consentsDone, setConsentsDone] = useState(
    !isParticipant || detail.consents.every((c) => c.accepted),
  );
  const [consentError, setConsentError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [finished, setFinished] = useState<'submitted' | 'rejected' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const autosave = useAutosave({
    userId: user.id,
    qnrId: q.id,
    save: (answers) => api.save(q.id, answers),
    enabled: consentsDone && detail.can_answer,
  });

  // Whether answers typed on this device and not yet on the server were found (a reload, offline).
  const [restored] = useState(() => readDraft(user.id, q.id)?.pending === true);
  const { survey, box } = useStagedSurvey(detail, user.id, language);

  const submit = async (answers: AnswerRow[]) => {
    setProblems([]);
    try {
      await api.submit(q.id, answers);
      autosave.forget();
      writePage(user.id, q.id, 0);
      setFinished('submitted');
      onChanged();
    } catch (error) {
      setProblems(submitProblems(error, language, t));
    }
  };

  useSurveyHandlers(survey, detail, user.id, { change: autosave.change, submit });

  if (finished)
    return (
      <Alert severity="success" role="status">
        {finished === 'submitted' ? t('submitted') : t('rejected')}
      </Alert>
    );
  if (!consentsDone)
    return (
      <ConsentStep
        consents={detail.consents}
        error={consentError}
        onAccept={async (ids) => {
          try {
            await api.acceptConsents(q.id, ids);
            setConsentsDone(true);
          } catch (error) {
            setConsentError(refusalText(error, language, t('error_general')));
          }
        }}
      />
    );
  return (
    <Box className="qnr-survey" data-testid="qnr-answer" ref={box}>
      {restored && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('restored')}
        </Alert>
      )}
      <AutosaveLine state={autosave.state} />
      <Problems problems={problems} />
      <SurveyView model={survey} />
      {detail.can_reject && (
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </Stack>
      )}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          try {
            await api.reject(q.id, reason);
            autosave.forget();
            setRejecting(false);
            setFinished('rejected');
            onChanged();
          } catch (error) {
            setRejecting(false);
            setProblems([refusalText(error, language, t('error_general'))]);
          }
        }}
      />
    </Box>
  );
}
