// Share questionnaires with the participant (quick access "share", state QUESTIONNAIRE, and the
// all-qnrs/share page): the chosen participant's questionnaires not yet shared, ticked and shared
// in one go (share_with_recipient through the manage route).
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import {
  defineDialog,
  definePage,
  useAppTranslation,
  useGqlQuery,
  useUserContext,
  type DialogProps,
} from '@portal/sdk';
import type { QnrStatus } from '@portal/rules';
import { refusalText, useQnrApi } from './qnr-api';
import { qnrTexts } from './qnr-texts';

const UNSHARED = `query QnrsToShare($patient: bigint!) {
  queries(where: { patient_id: { _eq: $patient }, share_with_recipient: { _eq: false }, status: { _neq: "DRAFT" } },
          order_by: { created_at: desc }, limit: 100) { id title status created_at }
}`;

function ShareQnrsForm({ onDone, onCancel }: { onDone: (count: number) => void; onCancel?: () => void }) {
  const { t, language, locale } = useAppTranslation(qnrTexts);
  const { selectedRecipient } = useUserContext();
  const api = useQnrApi();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useGqlQuery<{ queries: { id: number; title: string; status: QnrStatus; created_at: string }[] }>({
    key: ['artifact', 'questionnaires', 'to-share'],
    query: UNSHARED,
    variables: { patient: selectedRecipient?.id ?? 0 },
    enabled: selectedRecipient !== null,
  });
  if (!selectedRecipient) return <Typography>{t('chooseParticipantFirst')}</Typography>;
  if (list.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (list.error) return <Typography role="alert">{t('failed')}</Typography>;
  const share = async () => {
    setBusy(true);
    setProblem(null);
    try {
      for (const id of chosen) await api.manage(id, { action: 'share' });
      void api.refresh();
      onDone(chosen.size);
    } catch (error) {
      setProblem(refusalText(error, language, t('error_general')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box data-testid="share-qnrs">
      <Typography sx={{ mb: 1 }}>{t('questionnairesOfParticipant', { name: selectedRecipient.name })}</Typography>
      {list.data.queries.length === 0 && <Typography>{t('noQuestionnaires')}</Typography>}
      <Stack>
        {list.data.queries.map((q) => (
          <FormControlLabel
            key={q.id}
            sx={{ minHeight: 44 }}
            control={
              <Checkbox
                checked={chosen.has(Number(q.id))}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(Number(q.id));
                  else next.delete(Number(q.id));
                  setChosen(next);
                }}
              />
            }
            label={`${q.title} · ${t(`status_${q.status}`)} · ${new Date(q.created_at).toLocaleDateString(locale)}`}
          />
        ))}
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
        <Button variant="contained" disabled={busy || chosen.size === 0} onClick={() => void share()}>
          {t('share')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      </Stack>
    </Box>
  );
}

export const ShareQnrsDialog = defineDialog(function ShareQnrsDialog({ close }: DialogProps) {
  const { t } = useAppTranslation(qnrTexts);
  return (
    <ShareQnrsForm
      onDone={(count) => close({ status: 'saved', message: t('sharedCount', { count }) })}
      onCancel={() => close({ status: 'cancelled' })}
    />
  );
});

export const ShareQnrsPage = definePage(function ShareQnrsPage() {
  const { t } = useAppTranslation(qnrTexts);
  const [done, setDone] = useState<number | null>(null);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('share')}
      </Typography>
      {done !== null && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {t('sharedCount', { count: done })}
        </Alert>
      )}
      <ShareQnrsForm onDone={setDone} />
    </Box>
  );
});
