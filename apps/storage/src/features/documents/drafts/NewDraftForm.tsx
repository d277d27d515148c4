// A new draft: its title, the participant it is about (optional) and the document's language.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useAppTranslation, useNavigate, usePageHeader } from '@portal/sdk';
import { useDocumentWrites, useParticipants, type DocumentLanguage } from '../documents-api';
import { documentsTexts } from '../documents-texts';
import { useErrorText } from '../use-error-text';

export function NewDraftForm({ basePath, backTo }: { basePath: string; backTo: string }) {
  const { t, language } = useAppTranslation(documentsTexts);
  const navigate = useNavigate();
  const writes = useDocumentWrites();
  const participants = useParticipants();
  const errorText = useErrorText();
  const [title, setTitle] = useState('');
  const [patient, setPatient] = useState('');
  const [lang, setLang] = useState<DocumentLanguage>(language === 'en' ? 'en' : 'no');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageHeader({ title: t('newDraft'), backTo });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setFailure(t('error_draft_invalid'));
    setBusy(true);
    try {
      const { id } = await writes.createDraft({
        title: title.trim(),
        patientId: patient ? Number(patient) : null,
        language: lang,
      });
      await writes.refresh();
      navigate(`${basePath}/${id}`);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ maxWidth: 560 }}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t('draftTitle')}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          autoFocus
        />
        <TextField
          select
          label={t('participant')}
          value={patient}
          onChange={(event) => setPatient(event.target.value)}
        >
          <MenuItem value="">{t('noParticipant')}</MenuItem>
          {participants.data?.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.full_name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('language')}
          value={lang}
          onChange={(event) => setLang(event.target.value as DocumentLanguage)}
        >
          <MenuItem value="no">{t('norwegian')}</MenuItem>
          <MenuItem value="en">{t('english')}</MenuItem>
        </TextField>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('create')}
          </Button>
          <Button onClick={() => navigate(backTo)}>{t('cancel')}</Button>
        </Box>
      </Stack>
    </Box>
  );
}
