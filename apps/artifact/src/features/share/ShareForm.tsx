// Issue 31 item 4: share one questionnaire or document with a colleague or the participant (§3
// selected user for sharing), with a note; the receiver finds it in their inbox. The server checks
// that the person is of this portal and may see the item.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAppTranslation, useShell } from '@portal/sdk';
import { SHARE_NOTE_MAX, messagingContract, type LocalizedText } from '@portal/rules';
import { shareTexts } from './share-texts';

export interface ShareTargetItem {
  queryId?: number;
  documentId?: number;
}

function refusal(error: unknown, language: 'en' | 'no', fallback: string) {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}

export function ShareForm({
  item,
  onDone,
  onCancel,
}: {
  item: ShareTargetItem | null;
  onDone: (name: string) => void;
  onCancel?: () => void;
}) {
  const { t, language } = useAppTranslation(shareTexts);
  const { api, queryClient } = useShell();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const targets = useQuery({
    queryKey: ['artifact', 'share', 'targets', search],
    queryFn: () => api.call(messagingContract.shareTargets, { query: { search } }),
  });
  const people = targets.data?.targets ?? [];
  const tooLong = note.length > SHARE_NOTE_MAX;
  const submit = async () => {
    if (!item || userId === '') return setProblem(t('choosePerson'));
    setBusy(true);
    setProblem(null);
    try {
      await api.call(messagingContract.share, { body: { ...item, userId, note: note || undefined } });
      void queryClient.invalidateQueries({ queryKey: ['artifact', 'inbox'] });
      onDone(people.find((p) => p.id === userId)?.name ?? '');
    } catch (error) {
      setProblem(refusal(error, language, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      data-testid="share-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack sx={{ gap: 2 }}>
        <TextField
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <TextField
          select
          required
          label={t('person')}
          value={userId}
          onChange={(e) => setUserId(e.target.value === '' ? '' : Number(e.target.value))}
        >
          {people.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name} · {t(person.kind)}
            </MenuItem>
          ))}
        </TextField>
        {targets.isSuccess && people.length === 0 && <Typography>{t('noPeople')}</Typography>}
        <TextField
          multiline
          minRows={2}
          label={t('note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={tooLong}
          helperText={
            tooLong ? t('noteTooLong', { max: SHARE_NOTE_MAX }) : `${note.length} / ${SHARE_NOTE_MAX}`
          }
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy || tooLong || !item}>
            {t('share')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        </Stack>
      </Stack>
    </Box>
  );
}
