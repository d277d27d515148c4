// A parcel sent to participants in one step (issue 28 item 1): one group of sends; a participant the
// server could not send to is named.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { Parcel } from '@portal/rules';
import {
  ApiRequestError,
  useAppTranslation,
  useGqlQuery,
  useNavigate,
  usePageHeader,
  useShellEvents,
} from '@portal/sdk';
import { useParcelWrites } from './parcels-api';
import { parcelsTexts } from './parcels-texts';
import { CheckList } from '../plans';

const RECIPIENTS = `query ParcelRecipients { recipients(order_by: [{ full_name: asc }, { id: asc }], limit: 500) { id full_name } }`;

export function SendParcel({ basePath, parcel }: { basePath: string; parcel: Parcel }) {
  const { t } = useAppTranslation(parcelsTexts);
  const navigate = useNavigate();
  const events = useShellEvents();
  const writes = useParcelWrites();
  const recipients = useGqlQuery<{ recipients: { id: number; full_name: string }[] }>({
    key: ['artifact', 'parcel-recipients'],
    query: RECIPIENTS,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  usePageHeader({ title: t('sendTitle', { title: parcel.title }), backTo: basePath });
  const people = (recipients.data?.recipients ?? []).map((r) => ({ id: Number(r.id), name: r.full_name }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(t('plans.participantRequired'));
    try {
      const answer = await writes.send(parcel.id, chosen);
      const missed = answer.errors.map(
        (e) => people.find((p) => p.id === e.participantId)?.name ?? `#${e.participantId}`,
      );
      const counts = { documents: answer.documentShares, consents: answer.consentRequests };
      const message =
        counts.documents + counts.consents > 0
          ? `${t('sent', { count: answer.queryIds.length })}; ${t('linksSent', counts)}`
          : t('sent', { count: answer.queryIds.length });
      events.emit('snackbar', {
        message: missed.length ? `${message}. ${t('sendErrors', { names: missed.join(', ') })}` : message,
      });
      navigate(basePath);
    } catch (error) {
      setProblem(
        t('failedAction', { message: error instanceof ApiRequestError ? error.message : String(error) }),
      );
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ maxWidth: 640 }}
      aria-label={t('sendTitle', { title: parcel.title })}
    >
      <Stack spacing={2}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <CheckList
          legend={t('participants')}
          options={people.map((p) => ({ id: p.id, label: p.name }))}
          value={chosen}
          onChange={setChosen}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('sendNow', { count: chosen.length })}
          </Button>
          <Button onClick={() => navigate(basePath)}>{t('cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
